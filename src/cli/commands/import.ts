// mtg-judge import FILE: read an official Comprehensive Rules text, check that it is whole
// and in the language said, match its multiplayer rules to the shipped editions, and add it
// to the user's editions in one atomic step, so that every command uses it.
import { relative, resolve } from 'node:path';
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { styleFor } from '../options.js';
import { sha256 } from '../../rules/corpus-files.js';
import type { Glossary, Lang, RuleCorpus } from '../../rules/corpus-model.js';
import type { Result } from '../../core/diagnostic.js';
import { matchCounterparts } from '../../rules/match-counterparts.js';
import { prepareImport } from '../../rules/prepare-import.js';
import { renderDiagnostics } from '../../report/render-diagnostic.js';
import { renderImported } from '../../report/render-editions.js';
import { userDataDir } from '../../io/data-dirs.js';
import { decodeText, type TextEncoding } from '../../io/decode-text.js';
import { checkStoreWritable } from '../../io/check-store-writable.js';
import { storeEdition } from '../../io/edition-store.js';
import { editionSearchIndex } from '../../io/read-search-index.js';
import { readCorpusIndex, readCounterparts, readFingerprints, readRuleCorpus } from '../../io/read-corpus.js';
import { readSourceFile } from '../../io/read-source-file.js';

export async function runImport({ io, args, options }: CommandContext): Promise<number> {
  const path = resolve(io.cwd, args[0]!);
  const dir = userDataDir(io.env);
  if (!dir)
    throw new UsageError('there is no data directory to import into', [
      'set MTG_JUDGE_HOME (or HOME) to a writable directory',
    ]);
  // A data directory that cannot be written is refused before the text is read.
  checkStoreWritable(dir);
  // Without --lang, the text's own language; with it, the text must be in that language.
  const lang: Lang | undefined = options.langGiven && options.lang !== 'all' ? options.lang : undefined;
  const read = readEdition(path, relative(io.cwd, path) || path, lang);
  if (read.diagnostics.length > 0)
    io.stderr(renderDiagnostics(read.diagnostics, await styleFor(io, options, 'stderr'), read.sources) + '\n');
  if (!read.value) return EXIT.usage;
  const { corpus, glossary, encoding } = read.value;
  const counterparts = matchCounterparts({
    edition: corpus,
    rules: corpus.rules,
    fingerprints: readFingerprints(),
    reference: shippedReference(corpus.lang),
    table: readCounterparts(),
  });
  const source = { file: path, sha256: corpus.sourceSha256, encoding };
  // The edition's search index is built now, once, so that no search has to.
  const searchIndex = editionSearchIndex(corpus, glossary);
  const edition = { corpus, glossary, counterparts, source, searchIndex };
  const { stored, replaced } = await storeEdition(dir, edition, options.force === true);
  const summary = { corpus, glossary, counterparts, encoding, folder: stored.path, replaced };
  io.stdout(
    options.json
      ? JSON.stringify({ schemaVersion: 1, imported: importedJson(summary) }, null, 2) + '\n'
      : renderImported(summary),
  );
  return EXIT.ok;
}

/** The file read, decoded, parsed and checked; nothing is stored yet. */
function readEdition(
  path: string,
  shown: string,
  lang: Lang | undefined,
): Result<{ corpus: RuleCorpus; glossary: Glossary; encoding: TextEncoding }> & { sources: Record<string, string> } {
  const decoded = decodeText(readSourceFile(path, shown), shown);
  if (!decoded.value) return { diagnostics: decoded.diagnostics, sources: {} };
  const { text, encoding } = decoded.value;
  // An edition is published ahead of the day it takes effect, never years ahead.
  const prepared = prepareImport(text, shown, lang, new Date().getFullYear() + 1);
  const sources = { [shown]: text };
  if (!prepared.value) return { diagnostics: prepared.diagnostics, sources };
  const sourceSha256 = sha256(text);
  const corpus: RuleCorpus = { ...prepared.value.corpus, sourceFile: path, sourceSha256 };
  const glossary: Glossary = { ...prepared.value.glossary, sourceFile: path, sourceSha256 };
  return { value: { corpus, glossary, encoding }, diagnostics: prepared.diagnostics, sources };
}

/**
 * The shipped edition an imported one is matched to by similarity: the one in its language (English
 * 2011 for English).
 */
function shippedReference(lang: Lang): { edition: RuleCorpus; rules: RuleCorpus['rules'] } {
  const corpus = readRuleCorpus(readCorpusIndex().editions.find((e) => e.lang === lang)!.file);
  return { edition: corpus, rules: corpus.rules };
}

function importedJson(summary: Parameters<typeof renderImported>[0]): Record<string, unknown> {
  const { corpus, glossary, counterparts, encoding, folder, replaced } = summary;
  return {
    lang: corpus.lang,
    edition: corpus.edition,
    rules: corpus.rules.length,
    sections: corpus.sections.length,
    glossaryEntries: glossary.entries.length,
    encoding,
    stored: folder,
    counterparts: {
      matched: counterparts.links.length,
      byFingerprint: counterparts.links.filter((link) => link.via === 'fingerprint').length,
      bySimilarity: counterparts.links.filter((link) => link.via === 'similarity').length,
      unmatched: counterparts.unmatched,
    },
    ...(replaced ? { replaced: { rules: replaced.rules } } : {}),
  };
}
