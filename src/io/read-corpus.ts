// Reads the prebuilt corpus: JSON only, no raw text is parsed when a command runs. The
// shipped corpus is in rules-data/corpus/; editions a user imported are in their data
// directory (read-store.ts) and override a shipped edition with the same key. Each file
// is read at most once per process, or once per change for an imported one. A damaged
// file of an imported edition throws StoreDamage (stored-files.ts), so that the command
// can leave that edition out and go on (readingAround).
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusIndex } from '../rules/corpus-files.js';
import { findPackageRoot } from './package-root.js';
import type { CorpusPart, CounterpartTable, Glossary, HouseRules, RuleCorpus } from '../rules/corpus-model.js';
import type { RuleFingerprints } from '../rules/fingerprints.js';
import { LATER_TEXTS, type LaterText } from '../rules/reading-texts.js';
import type { EditionCounterparts } from '../rules/match-counterparts.js';
import { counterpartPlaces, withImportedCounterparts, type CounterpartPlaces } from '../rules/imported-counterparts.js';
import { damagedEdition, readStore, type StoredEdition } from './read-store.js';
import {
  COUNTERPARTS,
  GLOSSARY,
  HEAD,
  isStoreDamage,
  RULES,
  StoreDamage,
  whyUnreadable,
  type Shape,
} from './stored-files.js';
import type { StoreProblem } from '../rules/edition-list.js';
import type { TermEntry } from '../search/lexicon.js';
import type { VariantOptions } from '../search/stored-index.js';

const DATA_DIR = join(findPackageRoot(), 'rules-data');
/** rules-data/corpus/: the corpus as shipped. */
export const SHIPPED_CORPUS_DIR = join(DATA_DIR, 'corpus');
const SHIPPED = SHIPPED_CORPUS_DIR;
const cache = new Map<string, unknown>();
/**
 * For a file (or part) of an imported edition: the key its value is kept under, as the file
 * was when read; the most recently read last. Only the last STORED_KEPT are kept, so that a
 * process that reads many data directories in turn (a search server, a bot with a data
 * directory for each user) does not keep them all.
 */
const storedKeys = new Map<string, string>();
const STORED_KEPT = 256;

/**
 * What `read` gives of the file at `path`, read once. A shipped file is read once in a
 * process; a stored one (an imported edition's) again once it changes, for a process that
 * outlives an import or a repair (the library, `mcp`, the search server).
 */
function readOnce<T>(path: string, part: string, stored: boolean, read: () => T): T {
  let key = `${path}#${part}`;
  if (stored) {
    const stat = statSync(path, { throwIfNoEntry: false });
    const version = stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}` : 'none';
    key = `${key}@${version}`;
    const place = `${path}#${part}`;
    const before = storedKeys.get(place);
    if (before !== undefined && before !== key) cache.delete(before);
    storedKeys.delete(place);
    storedKeys.set(place, key);
    if (storedKeys.size > STORED_KEPT) {
      const [oldest, oldestKey] = storedKeys.entries().next().value!;
      storedKeys.delete(oldest);
      cache.delete(oldestKey);
    }
  }
  let value = cache.get(key);
  if (value === undefined) {
    value = read();
    cache.set(key, value);
  }
  return value as T;
}

function readJson<T>(path: string, stored = false): T {
  return readOnce(path, '', stored, () => JSON.parse(readFileSync(path, 'utf8')) as T);
}

/** The shipped and imported editions, glossaries and house rules, and what is wrong in the store. */
export interface CorpusView extends CorpusIndex {
  /** Shared by the views readingAround makes, so that a command warns about all of them at the end. */
  problems: StoreProblem[];
}

/** The shipped editions, plus those imported into `userDir` (each with its `dir`). */
export function readCorpusIndex(userDir?: string): CorpusView {
  const shipped = readJson<CorpusIndex>(join(SHIPPED, 'index.json'));
  const store = readStore(userDir);
  const imported = store.editions.map((e) => ({ ...entryOf(e), dir: e.path }));
  const key = (e: { lang: string; edition: string }) => `${e.lang}-${e.edition}`;
  const replaced = new Set(imported.map(key));
  const glossaries = store.editions.flatMap(({ lang, edition, glossary, path }) =>
    glossary ? [{ lang, edition, file: glossary.file, title: '', entries: glossary.entries, dir: path }] : [],
  );
  return {
    ...shipped,
    editions: [...shipped.editions.filter((e) => !replaced.has(key(e))), ...imported],
    glossaries: [...shipped.glossaries, ...glossaries],
    problems: store.problems,
  };
}

function entryOf(e: StoredEdition): CorpusIndex['editions'][number] {
  const { lang, edition, file, title, rules, sectionsCovered, counterparts, source } = e;
  return {
    lang,
    edition,
    file,
    title,
    rules,
    sectionsCovered,
    ...(counterparts ? { counterparts } : {}),
    ...(source ? { source: source.file, sourceSha256: source.sha256 } : {}),
  };
}

/**
 * Runs `work` on the corpus. Where a file of an imported edition turns out damaged, the
 * problem is noted and `work` runs again without that edition: a lookup never fails
 * because of the store.
 */
export async function readingAround<T>(corpus: CorpusView, work: (corpus: CorpusView) => T | Promise<T>): Promise<T> {
  for (let view = corpus; ;) {
    try {
      return await work(view);
    } catch (error) {
      view = withoutDamaged(view, error);
    }
  }
}

/** readingAround for work that does not wait. */
export function readingAroundSync<T>(corpus: CorpusView, work: (corpus: CorpusView) => T): T {
  for (let view = corpus; ;) {
    try {
      return work(view);
    } catch (error) {
      view = withoutDamaged(view, error);
    }
  }
}

/** The view without the edition a StoreDamage is about, the problem noted; any other error is thrown on. */
function withoutDamaged(view: CorpusView, error: unknown): CorpusView {
  if (!isStoreDamage(error)) throw error;
  const edition = view.editions.find((e) => e.dir === error.dir);
  view.problems.push(damagedEdition(error.path, edition ?? { lang: 'en', edition: '?' }, error.why));
  const keep = (e: { dir?: string }) => e.dir !== error.dir;
  return { ...view, editions: view.editions.filter(keep), glossaries: view.glossaries.filter(keep) };
}

/** A JSON file of an imported edition: a file that is gone, does not parse or is of another shape is damage. */
function readStoredJson<T>(dir: string, file: string, shape: Shape<T>): T {
  const path = join(dir, file);
  let value: unknown;
  try {
    value = readJson<unknown>(path, true);
  } catch (error) {
    throw new StoreDamage(path, whyUnreadable(error), dir);
  }
  if (!shape.is(value)) throw new StoreDamage(path, `is damaged (not ${shape.what})`, dir);
  return value;
}

/**
 * A rule corpus by its index entry's file (and dir, for an imported edition). An imported
 * edition is stored by section: only the `sections` given are read (all when undefined).
 */
export function readRuleCorpus(file: string, dir: string = SHIPPED, sections?: readonly string[]): RuleCorpus {
  const read = <T>(name: string, shape: Shape<T>) =>
    dir === SHIPPED ? readJson<T>(join(dir, name)) : readStoredJson<T>(dir, name, shape);
  const corpus = read(file, HEAD);
  if (!corpus.parts) return corpus;
  const wanted = corpus.parts.filter((part) => sections === undefined || sections.includes(part.section));
  const rules = wanted.flatMap((part) => (part.offset === undefined ? read(part.file, RULES) : readPacked(dir, part)));
  return { ...corpus, rules };
}

/** One section of a file that holds them all: only its bytes are read. */
function readPacked(dir: string, part: CorpusPart): RuleCorpus['rules'] {
  const path = join(dir, part.file);
  return readOnce(path, String(part.offset), dir !== SHIPPED, () => {
    const bytes = Buffer.alloc(part.length ?? 0);
    let read = 0;
    try {
      const fd = openSync(path, 'r');
      try {
        read = readSync(fd, bytes, 0, bytes.length, part.offset ?? 0);
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      throw new StoreDamage(path, whyUnreadable(error), dir);
    }
    if (read < bytes.length) throw new StoreDamage(path, 'is damaged (cut short)', dir);
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString('utf8'));
    } catch {
      value = undefined;
    }
    if (!RULES.is(value)) throw new StoreDamage(path, `is damaged (not ${RULES.what})`, dir);
    return value;
  });
}

/** What the shipped search index is built from besides the corpus: the term list and the variants' options. */
export function readTermData(): { terms: TermEntry[]; variantOptions: VariantOptions } {
  const terms = readJson<{ terms: TermEntry[] }>(join(DATA_DIR, 'terms', 'terms.json')).terms;
  const variantOptions = readJson<VariantOptions>(join(DATA_DIR, 'terms', 'variant-options.json'));
  return { terms, variantOptions };
}

export function readCounterparts(): CounterpartTable {
  return readJson<CounterpartTable>(join(DATA_DIR, 'counterparts.json'));
}

/** The counterpart table with the imported editions' counterparts in it. */
export function readCounterpartTable(corpus: CorpusIndex): CounterpartTable {
  return withImportedCounterparts(readCounterparts(), importedCounterparts(corpus));
}

/** The same table as groups read one by one, as a search reads a few of them. */
export function readCounterpartPlaces(corpus: CorpusIndex): CounterpartPlaces {
  return counterpartPlaces(readCounterparts(), importedCounterparts(corpus));
}

/** The shipped table alone, as groups read one by one: the shipped corpus searched in process. */
export function readShippedCounterpartPlaces(): CounterpartPlaces {
  return counterpartPlaces(readCounterparts(), []);
}

function importedCounterparts(corpus: CorpusIndex): EditionCounterparts[] {
  return corpus.editions.flatMap((e) =>
    e.dir && e.counterparts ? [readEditionCounterparts(e.dir, e.counterparts)] : [],
  );
}

/** The counterparts stored beside an imported edition (rules/match-counterparts.ts). */
export function readEditionCounterparts(dir: string, file: string): EditionCounterparts {
  return readStoredJson(dir, file, COUNTERPARTS);
}

/** rules-data/fingerprints.en-2024-03-08.json: how `import` finds the German 2024 rules in an English text. */
export function readFingerprints(): RuleFingerprints {
  return readJson<RuleFingerprints>(join(DATA_DIR, 'fingerprints.en-2024-03-08.json'));
}

/** rules-data/fingerprints.en-2026-01-16.json and any other later text's (rules/reading-texts.ts), by its year. */
export function readLaterFingerprints(): Readonly<Record<LaterText, RuleFingerprints>> {
  const { lang, edition } = LATER_TEXTS['2026'];
  return { '2026': readJson<RuleFingerprints>(join(DATA_DIR, `fingerprints.${lang}-${edition}.json`)) };
}

/** A glossary: shipped, or imported with an edition (`dir`). */
export function readGlossary(file: string, dir?: string): Glossary {
  return dir === undefined ? readJson<Glossary>(join(SHIPPED, file)) : readStoredJson(dir, file, GLOSSARY);
}

export function readHouseRules(file: string): HouseRules {
  return readJson<HouseRules>(join(SHIPPED, file));
}
