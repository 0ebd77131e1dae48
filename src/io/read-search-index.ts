// The search index on disk: the shipped pack in rules-data/corpus/, built with the corpus,
// and beside each imported edition the pack `mtg-judge import` built for it
// (writeEditionSearchIndex). A pack is opened, not read whole: a query reads its header,
// the vocabularies and document tables, then only the postings and documents it needs.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusIndex } from '../rules/corpus-files.js';
import type { RuleCorpus } from '../rules/corpus-model.js';
import { openPack, packFits, type Pack, type PackedPart } from '../search/index-pack.js';
import { STEMMERS } from '../search/stemmers.js';
import { buildEditionPack, packExtras, STORED_INDEX_FILE } from '../search/stored-index.js';
import { assembleIndex, type IndexExtras, type SearchIndex } from '../search/token-index.js';
import { readRuleCorpus, SHIPPED_CORPUS_DIR } from './read-corpus.js';
import { writeFileAtomic } from './write-atomic.js';

/** The first read of a pack: its header and, in a small pack, all of it; the rest is read by the piece. */
const FIRST_READ = 1 << 16;

/** Opens a pack file; undefined when there is none or it is not a pack. */
function openPackFile(path: string): Pack | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  const size = fstatSync(fd).size;
  let start = Buffer.allocUnsafe(Math.min(size, FIRST_READ));
  readSync(fd, start, 0, start.length, 0);
  // A header longer than the first read (a pack of many sections): read until it ends.
  while (start.length < size && start.indexOf(10, start.indexOf(10) + 1) < 0) {
    start = Buffer.allocUnsafe(Math.min(size, start.length * 4));
    readSync(fd, start, 0, start.length, 0);
  }
  if (size <= FIRST_READ) closeSync(fd);
  // The descriptor of a larger pack stays open for the process, which reads from it as it goes.
  const read = (offset: number, length: number) => {
    const bytes = Buffer.allocUnsafe(length);
    readSync(fd, bytes, 0, length, offset);
    return bytes;
  };
  return openPack(read, start);
}

/** The pack of an imported edition: beside its file, "search." before its name, ".pack" for ".json". */
export function editionPackPath(dir: string, file: string): string {
  return join(dir, `search.${file.replace(/\.json$/, '')}.pack`);
}

let shipped: { pack: Pack; extras: IndexExtras } | undefined;

function readShipped() {
  if (!shipped) {
    const pack = openPackFile(join(SHIPPED_CORPUS_DIR, STORED_INDEX_FILE));
    if (!pack) throw new Error(`no search index in ${SHIPPED_CORPUS_DIR}; run npm run corpus`);
    shipped = { pack, extras: packExtras(pack, STEMMERS) };
  }
  return shipped;
}

/**
 * Builds the search index of an imported edition and keeps it beside the edition. This is
 * what `import` calls once the edition is written; a search that finds no fitting pack (a
 * newer build of the tool) calls it too.
 */
export function writeEditionSearchIndex(dir: string, file: string, corpus: RuleCorpus): void {
  const pack = buildEditionPack(corpus, readShipped().extras.lexicon, STEMMERS);
  writeFileAtomic(editionPackPath(dir, file), pack);
}

/** The imported edition's part: its pack when that fits this build and this text, else one built now and kept. */
function importedPart(dir: string, file: string): PackedPart {
  const { extras, pack: shippedPack } = readShipped();
  const head = readRuleCorpus(file, dir, []);
  // Built by this build (its stemmers and term list, as the shipped pack says) from this text.
  const fits = (pack: Pack | undefined) =>
    packFits(pack, shippedPack.stamp) && pack.parts[0]?.head.sourceSha256 === head.sourceSha256;
  let pack = openPackFile(editionPackPath(dir, file));
  if (!fits(pack)) {
    try {
      writeEditionSearchIndex(dir, file, readRuleCorpus(file, dir));
      pack = openPackFile(editionPackPath(dir, file));
    } catch {
      // The data directory cannot be written: search the pack built in memory.
      pack = undefined;
    }
    if (!fits(pack)) {
      const bytes = buildEditionPack(readRuleCorpus(file, dir), extras.lexicon, STEMMERS);
      pack = openPack(() => new Uint8Array(0), bytes);
    }
  }
  return pack!.parts[0]!;
}

/**
 * Every edition is searched, with the glossary, the house rules and the topics of the
 * counterpart groups. An imported edition replaces a shipped one of the same language and
 * date, as it does for `rule`.
 */
export function readSearchIndex(corpus: CorpusIndex): SearchIndex {
  const { pack, extras } = readShipped();
  const shippedEditions = new Set(
    corpus.editions.filter((e) => e.dir === undefined).map((e) => `${e.lang} ${e.edition}`),
  );
  const parts = pack.parts.filter(
    ({ head }) => head.kind !== 'rule' || shippedEditions.has(`${head.lang} ${head.edition ?? ''}`),
  );
  for (const { dir, file } of corpus.editions) if (dir !== undefined) parts.push(importedPart(dir, file));
  return assembleIndex(parts, extras);
}
