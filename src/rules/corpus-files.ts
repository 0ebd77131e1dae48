// Which source file becomes which corpus file. Pure: takes the source texts, returns the
// corpus files' contents, so that the build script and the freshness test share it. The
// search index stored beside them is built by search/stored-index.ts.
import { createHash } from 'node:crypto';
import type { CounterpartTable, EditionRef, Glossary, HouseRules, Lang, Parsed, RuleCorpus } from './corpus-model.js';
import { parseGermanRules } from './parse-german-rules.js';
import { parseEnglishRules } from './parse-english-rules.js';
import { parseItalianRules } from './parse-italian-rules.js';
import { parseGlossary } from './parse-glossary.js';
import { parseHouseRules } from './parse-house-rules.js';

export const SOURCES = {
  de2024: 'comprehensive-rules-de-2024-03-08-chapter-8.txt',
  en2011: 'comprehensive-rules-en-2011-02-04-chapter-8.txt',
  it2025: 'comprehensive-rules-it-2025-09-19-rule-805.txt',
  glossary: 'regelbuch-de-8th-edition.txt',
  houseRules: 'house-rules-magic-mittwoch-2hg-v0.2.txt',
} as const;

/** The manifest, rules-data/corpus/index.json: what the commands can load. */
export interface CorpusIndex {
  schemaVersion: 1;
  /**
   * `dir` is set for an edition imported into the user's data directory, with the file
   * of its counterparts and the file it was imported from.
   */
  editions: (EditionRef & {
    file: string;
    title: string;
    rules: number;
    sectionsCovered: string[];
    dir?: string;
    counterparts?: string;
    source?: string;
    /** The sha256 of the text it was imported from, as its corpus records it. */
    sourceSha256?: string;
  })[];
  /** An imported edition's glossary has its `edition` and `dir`. */
  glossaries: { lang: Lang; file: string; title: string; entries: number; edition?: string; dir?: string }[];
  houseRules: { id: string; file: string; title: string; items: number }[];
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function withHash<T>(parsed: Parsed<T>, text: string): T {
  return { ...parsed, sourceSha256: sha256(text) } as T;
}

/** Builds every corpus file from the source texts (file name → text). Returns file name → JSON text. */
export function buildCorpusFiles(sources: Record<string, string>): Record<string, string> {
  const read = (name: string): string => {
    const text = sources[name];
    if (text === undefined) throw new Error(`missing source ${name}`);
    return text;
  };
  const corpora: RuleCorpus[] = [
    withHash<RuleCorpus>(parseGermanRules(read(SOURCES.de2024), SOURCES.de2024), read(SOURCES.de2024)),
    withHash<RuleCorpus>(parseEnglishRules(read(SOURCES.en2011), SOURCES.en2011), read(SOURCES.en2011)),
    withHash<RuleCorpus>(parseItalianRules(read(SOURCES.it2025), SOURCES.it2025), read(SOURCES.it2025)),
  ];
  const glossary = withHash<Glossary>(parseGlossary(read(SOURCES.glossary), SOURCES.glossary), read(SOURCES.glossary));
  const houseRules = withHash<HouseRules>(
    parseHouseRules(read(SOURCES.houseRules), SOURCES.houseRules),
    read(SOURCES.houseRules),
  );

  const files: Record<string, string> = {};
  const index: CorpusIndex = { schemaVersion: 1, editions: [], glossaries: [], houseRules: [] };
  for (const corpus of corpora) {
    const file = `rules.${corpus.lang}-${corpus.edition}.json`;
    files[file] = toJson(corpus);
    index.editions.push({
      lang: corpus.lang,
      edition: corpus.edition,
      file,
      title: corpus.title,
      rules: corpus.rules.length,
      sectionsCovered: corpus.sectionsCovered,
    });
  }
  const glossaryFile = `glossary.${glossary.lang}.json`;
  files[glossaryFile] = toJson(glossary);
  index.glossaries.push({
    lang: glossary.lang,
    file: glossaryFile,
    title: glossary.title,
    entries: glossary.entries.length,
  });
  const houseFile = `house-rules.${houseRules.id}.json`;
  files[houseFile] = toJson(houseRules);
  index.houseRules.push({
    id: houseRules.id,
    file: houseFile,
    title: houseRules.title,
    items: houseRules.items.length,
  });
  files['index.json'] = toJson(index);
  return files;
}

function toJson(value: unknown): string {
  return JSON.stringify(value, null, 1) + '\n';
}

export type { CounterpartTable };
