// mtg-judge import FILE: read an official Comprehensive Rules text, parse it, and add it
// to the user's editions (written atomically), so that rule and search use it.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { CommandContext } from '../command-context.js';
import { EXIT, UsageError } from '../io.js';
import { styleFor } from '../options.js';
import { parseOfficialRulesResult } from '../../rules/parse-official-rules.js';
import { sha256, type CorpusIndex } from '../../rules/corpus-files.js';
import { editionKey, type CorpusPart, type Lang, type RuleCorpus } from '../../rules/corpus-model.js';
import { editionLabel } from '../../rules/editions.js';
import { renderDiagnostics } from '../../report/render-diagnostic.js';
import { userDataDir } from '../../io/data-dirs.js';
import { forgetCached, readImportedIndex } from '../../io/read-corpus.js';
import { writeFileAtomic } from '../../io/write-atomic.js';
import { writeEditionSearchIndex } from '../../io/read-search-index.js';

export async function runImport({ io, args, options }: CommandContext): Promise<number> {
  const lang: Lang = options.lang === 'all' ? 'en' : options.lang;
  const path = resolve(io.cwd, args[0]!);
  const shown = relative(io.cwd, path) || path;
  const text = readText(path, shown);
  const result = parseOfficialRulesResult(text, shown, lang);
  const style = await styleFor(io, options, 'stderr');
  if (result.diagnostics.length > 0) io.stderr(renderDiagnostics(result.diagnostics, style, { [shown]: text }) + '\n');
  if (!result.value) return EXIT.usage;

  const dir = userDataDir(io.env);
  if (!dir)
    throw new UsageError('there is no data directory to import into', [
      'set MTG_JUDGE_HOME (or HOME) to a writable directory',
    ]);
  const corpus: RuleCorpus = { ...result.value, sourceFile: path, sourceSha256: sha256(text) };
  const file = `rules.${editionKey(corpus)}.json`;
  writeByParts(dir, file, corpus);
  // The edition's search index is built now, once, so that no search has to.
  writeEditionSearchIndex(dir, file, corpus);
  writeFileAtomic(join(dir, 'index.json'), JSON.stringify(updatedIndex(dir, corpus, file), null, 1) + '\n');
  forgetCached(join(dir, 'index.json'));

  const summary = {
    lang: corpus.lang,
    edition: corpus.edition,
    rules: corpus.rules.length,
    sections: corpus.sections.length,
    file: join(dir, file),
  };
  if (options.json) io.stdout(JSON.stringify({ schemaVersion: 1, imported: summary }, null, 2) + '\n');
  else
    io.stdout(
      `imported ${editionLabel(corpus)}: ${count(summary.rules, 'rule')} in ${count(summary.sections, 'section')}\n  → ${summary.file}\n`,
    );
  return EXIT.ok;
}

function readText(path: string, shown: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new UsageError(`cannot read ${shown}: ${reason}`);
  }
  if (bytes.includes(0))
    throw new UsageError(`${shown} is not a text file`, [
      'import takes the plain-text Comprehensive Rules (MagicCompRules-YYYYMMDD.txt)',
    ]);
  return bytes.toString('utf8');
}

function updatedIndex(dir: string, corpus: RuleCorpus, file: string): CorpusIndex {
  const index = readImportedIndex(dir);
  const entry = {
    lang: corpus.lang,
    edition: corpus.edition,
    file,
    title: corpus.title,
    rules: corpus.rules.length,
    sectionsCovered: corpus.sectionsCovered,
  };
  const others = index.editions.filter((e) => editionKey(e) !== editionKey(corpus)).map(({ dir: _dir, ...e }) => e);
  return { ...index, editions: [...others, entry] };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * A whole edition is large (the 2026 rules are 1.6 MB of JSON): it is kept as a head file
 * and one file per section, so that a lookup reads only the sections it needs.
 */
function writeByParts(dir: string, file: string, corpus: RuleCorpus): void {
  const parts: CorpusPart[] = corpus.sections.map((section) => ({
    section: section.number,
    file: file.replace(/\.json$/, `.${section.number}.json`),
    rules: corpus.rules.filter((rule) => rule.section === section.number).length,
  }));
  for (const part of parts) {
    writeFileAtomic(
      join(dir, part.file),
      JSON.stringify(corpus.rules.filter((rule) => rule.section === part.section)) + '\n',
    );
  }
  writeFileAtomic(join(dir, file), JSON.stringify({ ...corpus, rules: [], parts }) + '\n');
}
