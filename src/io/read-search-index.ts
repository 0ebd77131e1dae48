// The search index on disk: the shipped pack in rules-data/corpus/, built with the corpus,
// and in each imported edition's folder the pack `mtg-judge import` built for it, of its
// rules and its glossary (editionSearchIndex). A pack is opened, not read whole: a
// query reads its header, the vocabularies and document tables, then only the postings
// and documents it needs.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusIndex } from '../rules/corpus-files.js';
import type { Glossary, RuleCorpus } from '../rules/corpus-model.js';
import { openPack, packFits, type Pack, type PackedPart } from '../search/index-pack.js';
import { openEditionPack, openPackFile, type OpenedPack } from './read-pack-file.js';
import { EDITION_HEAD, editionPackPath } from './read-store.js';
import { STEMMERS } from '../search/stemmers.js';
import { buildEditionPack, packExtras, STORED_INDEX_FILE } from '../search/stored-index.js';
import { assembleIndex, type IndexExtras, type SearchIndex } from '../search/token-index.js';
import { readGlossary, readRuleCorpus, SHIPPED_CORPUS_DIR } from './read-corpus.js';

let shipped: { pack: Pack; extras: IndexExtras } | undefined;

function readShipped() {
  if (!shipped) {
    const { pack } = openPackFile(join(SHIPPED_CORPUS_DIR, STORED_INDEX_FILE));
    if (!pack) throw new Error(`no search index in ${SHIPPED_CORPUS_DIR}; run npm run corpus`);
    shipped = { pack, extras: packExtras(pack, STEMMERS) };
  }
  return shipped;
}

/** The pack of an imported edition, built with the shipped pack's term list: what `import` keeps. */
export function editionSearchIndex(corpus: RuleCorpus, glossary?: Glossary): Uint8Array {
  return buildEditionPack(corpus, readShipped().extras.lexicon, STEMMERS, glossary);
}

/** Packs this process built because the kept ones no longer fit (a newer build of the tool): path → bytes. */
const rebuilt = new Map<string, Uint8Array>();

/**
 * Keeps the packs a search had to build, so that the next one need not. The writer, with
 * its lock library, is loaded only then: a search that finds its packs in place loads none of it.
 */
export async function keepRebuiltIndexes(): Promise<void> {
  if (rebuilt.size === 0) return;
  const { writeFileAtomicSync } = await import('./write-atomic.js');
  for (const [path, bytes] of rebuilt) {
    try {
      writeFileAtomicSync(path, bytes);
    } catch {
      // Only a cache: the next search builds it again.
    }
  }
  rebuilt.clear();
}

/** The imported edition's glossary, where its folder holds one. */
function glossaryIn(dir: string, glossaryFile: string | undefined): Glossary | undefined {
  return glossaryFile === undefined ? undefined : readGlossary(glossaryFile, dir);
}

/**
 * The imported edition's pack: the one kept when it fits this build and this text, else one built
 * now (and kept later).
 */
function importedPack(
  dir: string,
  file: string,
  glossaryFile: string | undefined,
  sourceSha256: string | undefined,
  opened: Array<() => void>,
): Pack {
  const { pack: shippedPack } = readShipped();
  // The data directory's index records the text's sha256; an older one, only the corpus's head.
  const head = { sourceSha256: sourceSha256 ?? readRuleCorpus(file, dir, []).sourceSha256 };
  // Built by this build (its stemmers and term list, as the shipped pack says) from this text.
  const fits = (pack: Pack | undefined): pack is Pack =>
    packFits(pack, shippedPack.stamp) &&
    pack.parts[0]?.head.sourceSha256 === head.sourceSha256 &&
    (glossaryFile === undefined || pack.parts.some((part) => part.head.kind === 'glossary'));
  const path = editionPackPath(dir, file);
  // An edition in a folder of its own has the pack its import wrote; an older store's is built when first needed.
  const kept = file === EDITION_HEAD ? openEditionPack(path, dir) : packIfAny(path);
  if (kept) opened.push(kept.close);
  const pack = kept?.pack;
  if (fits(pack)) return pack;
  const bytes = editionSearchIndex(readRuleCorpus(file, dir), glossaryIn(dir, glossaryFile));
  rebuilt.set(path, bytes);
  return openPack((offset, length) => bytes.subarray(offset, offset + length), bytes)!;
}

function packIfAny(path: string): OpenedPack | undefined {
  try {
    return openPackFile(path);
  } catch {
    return undefined;
  }
}

/**
 * Every edition given is searched, with the glossaries given, the house rules and the
 * topics of the counterpart groups. An imported edition replaces a shipped one of the same
 * language and date, as it does for `rule`; an imported glossary comes from its edition's pack.
 */
export function readSearchIndex(corpus: CorpusIndex): SearchIndex {
  // A process that searches again (the library, `mcp`, the search server) keeps the index of
  // the same editions: its packs stay open and what its queries decoded stays decoded. Any
  // other edition, another text of one (its sha256) or another pack file of one (replaced or
  // damaged since) assembles a new one, and the packs of the one before are closed.
  const dirs = new Set([...corpus.editions, ...corpus.glossaries].flatMap((e) => (e.dir === undefined ? [] : [e.dir])));
  const key = JSON.stringify([
    corpus.editions.map(({ lang, edition, dir, file, sourceSha256 }) => [lang, edition, dir, file, sourceSha256]),
    corpus.glossaries.map(({ lang, edition, dir, file }) => [lang, edition, dir, file]),
    [...dirs].map((dir) => packVersion(dir, corpus.editions.find((e) => e.dir === dir)?.file ?? 'rules.json')),
  ]);
  if (kept?.key === key) return kept.index;
  kept?.close();
  kept = undefined;
  const opened: Array<() => void> = [];
  const close = () => opened.forEach((closeOne) => closeOne());
  try {
    kept = { key, index: assembleSearchIndex(corpus, opened), close };
  } catch (error) {
    close();
    throw error;
  }
  return kept.index;
}

/** The index of the editions last searched in this process, and how to close its packs. */
let kept: { key: string; index: SearchIndex; close(): void } | undefined;

/** Which file an imported edition's pack is now: another after an import or a repair. */
function packVersion(dir: string, file: string): string {
  const stat = statSync(editionPackPath(dir, file), { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}` : 'none';
}

function assembleSearchIndex(corpus: CorpusIndex, opened: Array<() => void>): SearchIndex {
  const { pack, extras } = readShipped();
  const shippedEditions = new Set(
    corpus.editions.filter((e) => e.dir === undefined).map((e) => `${e.lang} ${e.edition}`),
  );
  const parts: PackedPart[] = pack.parts.filter(
    ({ head }) => head.kind !== 'rule' || shippedEditions.has(`${head.lang} ${head.edition ?? ''}`),
  );
  const glossaryOf = new Map(corpus.glossaries.flatMap((g) => (g.dir === undefined ? [] : [[g.dir, g.file] as const])));
  const packs = new Map<string, Pack>();
  const packIn = (dir: string, file: string, sourceSha256: string | undefined) => {
    let found = packs.get(dir);
    if (!found) packs.set(dir, (found = importedPack(dir, file, glossaryOf.get(dir), sourceSha256, opened)));
    return found;
  };
  for (const { dir, file, sourceSha256 } of corpus.editions)
    if (dir !== undefined) parts.push(packIn(dir, file, sourceSha256).parts[0]!);
  for (const [dir] of glossaryOf) {
    const edition = corpus.editions.find((e) => e.dir === dir);
    const glossaryPart = packIn(dir, edition?.file ?? 'rules.json', edition?.sourceSha256).parts.find(
      (p) => p.head.kind === 'glossary',
    );
    // An imported glossary is of its edition, so that search --edition knows it as one of its own.
    const date = corpus.glossaries.find((g) => g.dir === dir)?.edition;
    if (glossaryPart)
      parts.push(date ? { ...glossaryPart, head: { ...glossaryPart.head, glossaryOf: date } } : glossaryPart);
  }
  return assembleIndex(parts, extras);
}
