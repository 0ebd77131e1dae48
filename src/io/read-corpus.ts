// Reads the prebuilt corpus: JSON only, no raw text is parsed when a command runs. The
// shipped corpus is in rules-data/corpus/; editions a user imported are in their data
// directory (see data-dirs.ts) and override a shipped edition with the same key. Each
// file is read at most once per process.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusIndex } from '../rules/corpus-files.js';
import { findPackageRoot } from './package-root.js';
import type { CounterpartTable, Glossary, HouseRules, RuleCorpus } from '../rules/corpus-model.js';
import type { TermEntry } from '../search/lexicon.js';
import type { VariantOptions } from '../search/stored-index.js';

const DATA_DIR = join(findPackageRoot(), 'rules-data');
/** rules-data/corpus/: the corpus as shipped. */
export const SHIPPED_CORPUS_DIR = join(DATA_DIR, 'corpus');
const SHIPPED = SHIPPED_CORPUS_DIR;
const cache = new Map<string, unknown>();

function readJson<T>(path: string): T {
  let value = cache.get(path);
  if (value === undefined) {
    value = JSON.parse(readFileSync(path, 'utf8'));
    cache.set(path, value);
  }
  return value as T;
}

/** Forgets what was read from a file that has since been written (import). */
export function forgetCached(path: string): void {
  cache.delete(path);
}

/** The shipped editions, plus those imported into `userDir` (each with its `dir`). */
export function readCorpusIndex(userDir?: string): CorpusIndex {
  const shipped = readJson<CorpusIndex>(join(SHIPPED, 'index.json'));
  const imported = userDir ? readImportedIndex(userDir) : undefined;
  if (!imported || imported.editions.length === 0) return shipped;
  const key = (e: { lang: string; edition: string }) => `${e.lang}-${e.edition}`;
  const replaced = new Set(imported.editions.map(key));
  return { ...shipped, editions: [...shipped.editions.filter((e) => !replaced.has(key(e))), ...imported.editions] };
}

/** The user's index of imported editions; empty when nothing was imported. */
export function readImportedIndex(userDir: string): CorpusIndex {
  const path = join(userDir, 'index.json');
  if (!existsSync(path)) return { schemaVersion: 1, editions: [], glossaries: [], houseRules: [] };
  const index = readJson<CorpusIndex>(path);
  return { ...index, editions: index.editions.map((e) => ({ ...e, dir: userDir })) };
}

/**
 * A rule corpus by its index entry's file (and dir, for an imported edition). An imported
 * edition is stored by section: only the `sections` given are read (all when undefined).
 */
export function readRuleCorpus(file: string, dir: string = SHIPPED, sections?: readonly string[]): RuleCorpus {
  const corpus = readJson<RuleCorpus>(join(dir, file));
  if (!corpus.parts) return corpus;
  const wanted = corpus.parts.filter((part) => sections === undefined || sections.includes(part.section));
  return { ...corpus, rules: wanted.flatMap((part) => readJson<RuleCorpus['rules']>(join(dir, part.file))) };
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

export function readGlossary(file: string): Glossary {
  return readJson<Glossary>(join(SHIPPED, file));
}

export function readHouseRules(file: string): HouseRules {
  return readJson<HouseRules>(join(SHIPPED, file));
}
