// The rule numbers each edition holds, for the catalogue test: from the generated corpus
// in rules-data/corpus/ when it is there, and always from the line starts of the source
// texts in rules-data/sources/ (the corpus is generated from them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleCorpus } from '../../src/rules/corpus-model.js';
import type { EditionYear } from '../../src/core/scenario.js';

const ROOT = join(import.meta.dirname, '..', '..');

export interface EditionNumbers {
  numbers: Set<string>;
  /** Sections the text covers, e.g. "800" … "811". */
  sections: Set<string>;
}

const SOURCES: Record<EditionYear, string> = {
  '2011': 'comprehensive-rules-en-2011-02-04-chapter-8.txt',
  '2024': 'comprehensive-rules-de-2024-03-08-chapter-8.txt',
};

/** Numbers at the start of a line of a chapter-8 source: "807.4e If …", "800.4a. When …". */
export function numbersFromSource(year: EditionYear): EditionNumbers {
  const text = readFileSync(join(ROOT, 'rules-data', 'sources', SOURCES[year]), 'utf8');
  const numbers = new Set<string>();
  for (const line of text.split(/\r?\n/u)) {
    const match = /^(8(?:0\d|1[01])\.\d+[a-z]?)\.?\s/u.exec(line);
    if (match) numbers.add(match[1]!);
  }
  const sections = new Set(Array.from({ length: 12 }, (_, i) => String(800 + i)));
  return { numbers, sections };
}

/** The corpus files of that edition year, or undefined when the corpus has not been generated. */
export function numbersFromCorpus(year: EditionYear): EditionNumbers | undefined {
  const indexFile = join(ROOT, 'rules-data', 'corpus', 'index.json');
  if (!existsSync(indexFile)) return undefined;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { editions: { edition: string; file: string }[] };
  const files = index.editions
    .filter((e) => e.edition.startsWith(year))
    .map((e) => join(ROOT, 'rules-data', 'corpus', e.file));
  if (files.length === 0 || !files.every(existsSync)) return undefined;
  const corpora = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as RuleCorpus);
  return {
    numbers: new Set(corpora.flatMap((c) => c.rules.map((r) => r.number))),
    sections: new Set(corpora.flatMap((c) => c.sectionsCovered)),
  };
}
