// The rules corpus as plain data. Parsers produce these shapes; the corpus files in
// rules-data/corpus/ are these shapes serialised as JSON; every command reads them.

export type Lang = 'en' | 'de' | 'it';

export const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'German', it: 'Italian' };

/** One edition of the Comprehensive Rules in one language, e.g. German 2024-03-08. */
export interface EditionRef {
  lang: Lang;
  /** Effective date of the edition, ISO form: "2024-03-08". */
  edition: string;
}

/** "en-2011-02-04": the key of an edition in file names and counterpart groups. */
export type EditionKey = string;

export function editionKey(ref: EditionRef): EditionKey {
  return `${ref.lang}-${ref.edition}`;
}

export function parseEditionKey(key: EditionKey): EditionRef {
  const lang = key.slice(0, 2) as Lang;
  return { lang, edition: key.slice(3) };
}

/** Where a piece of text stands in its source file (1-based lines). */
export interface SourceSpan {
  file: string;
  line: number;
  endLine: number;
}

export interface Rule {
  /** "807.4e" */
  number: string;
  /** "807" */
  section: string;
  sectionTitle: string;
  lang: Lang;
  edition: string;
  /** The rule's own text: wrapped lines joined, paragraphs separated by a blank line, no examples. */
  text: string;
  /** Example paragraphs without their "Example:"/"Beispiel:" label. */
  examples: string[];
  /** Rule numbers the text and examples cite ("see rule 704" → "704"), in order of first mention. */
  cites: string[];
  source: SourceSpan;
}

export interface Section {
  /** "807" */
  number: string;
  title: string;
  /** Set when the source lacks the heading and the title was taken from elsewhere. */
  titleNote?: string;
  source?: SourceSpan;
}

export interface RuleCorpus {
  schemaVersion: 1;
  lang: Lang;
  edition: string;
  /** A human label: "German 2024-03-08 (Das Ausführliche Regelwerk)". */
  title: string;
  /** The file in rules-data/sources/ this corpus was built from. */
  sourceFile: string;
  /** sha256 of the source file, so a test can prove the corpus is up to date. */
  sourceSha256: string;
  /** What the source covers, e.g. ["800", …, "811"] or ["805"]. */
  sectionsCovered: string[];
  sections: Section[];
  rules: Rule[];
  /**
   * Set for an imported edition, which is stored one file per section so that a lookup
   * reads only the sections it needs: `rules` then holds the rules of the sections read.
   */
  parts?: CorpusPart[];
}

/**
 * One section's rules of an imported edition: a JSON array, in a file of its own, or at
 * `offset` (in bytes) in a file that holds every section one after the other.
 */
export interface CorpusPart {
  section: string;
  file: string;
  rules: number;
  offset?: number;
  /** Its length in bytes, with `offset`. */
  length?: number;
}

/** German rulebook: Siehe, Siehe auch, Vergleiche; official English glossary: See, See also. */
export type GlossaryRefKind = 'siehe' | 'siehe-auch' | 'vergleiche' | 'see' | 'see-also';

export interface GlossaryRef {
  kind: GlossaryRefKind;
  /** The reference as written: "Kontrolle". */
  text: string;
  /** The term of the entry it resolves to: "Kontrollieren". */
  target: string;
}

export interface GlossaryEntry {
  /** The headword as printed, with garbled symbols replaced: "{W} Weißes Mana", "Abwerfen". */
  term: string;
  /** Other spellings a judge may look for: "Als Antwort" for "Antworten, Als Antwort". */
  aliases: string[];
  lang: Lang;
  /** Definition paragraphs joined by a blank line; the reference lines are not included. */
  text: string;
  /** True when the entry only points to another one ("Angreifer → Siehe Angreifende Kreatur"). */
  redirect: boolean;
  refs: GlossaryRef[];
  /** Rule numbers the entry points to ("See rule 702.2"), in order; the official glossary has them. */
  cites?: string[];
  source: SourceSpan;
}

export interface Glossary {
  schemaVersion: 1;
  lang: Lang;
  /** The edition of the rules whose glossary this is; absent for the German rulebook's. */
  edition?: string;
  title: string;
  sourceFile: string;
  sourceSha256: string;
  entries: GlossaryEntry[];
  /** Text found in the glossary that belongs to no entry (its heading was lost), kept for the record. */
  orphans: { text: string; source: SourceSpan; note: string }[];
}

export interface HouseRuleItem {
  /** The number readers use: "21" for the second item under Zugreihenfolge. */
  number: string;
  heading: string;
  /** Position under its heading, from 1. */
  position: number;
  text: string;
  /** Marked with an asterisk: differs from the official rules. */
  starred: boolean;
  /** The official rules this item departs from, per edition year, e.g. {"2011": ["805.8"], "2024": ["805.8"]}. */
  departsFrom: Record<string, string[]>;
  /** How the item stands to the official rules where that needs saying, e.g. that a later edition agrees with it. */
  note?: string;
  source: SourceSpan;
}

export interface HouseRules {
  schemaVersion: 1;
  /** "magic-mittwoch-2hg" */
  id: string;
  lang: Lang;
  title: string;
  version: string;
  sourceFile: string;
  sourceSha256: string;
  headings: string[];
  items: HouseRuleItem[];
}

/**
 * One rule meaning across editions: edition key → rule number in that edition, or null
 * where that edition has no such rule. An edition missing from the group does not cover
 * that part of the rules (the Italian text holds only 805).
 */
export type CounterpartGroup = Record<EditionKey, string | null>;

/** One group of rules-data/counterparts.json: the numbers, and what the rule is about. */
export interface CounterpartGroupRecord {
  /** A short English noun phrase that reads inside a sentence: "the mulligan rule". */
  topic: string;
  /** Why a match that is not obvious was decided this way. */
  note?: string;
  numbers: CounterpartGroup;
}

export interface CounterpartTable {
  schemaVersion: 1;
  editions: EditionKey[];
  groups: CounterpartGroupRecord[];
}

/** What a parser returns: the corpus without the hash of its source, which the build adds. */
export type Parsed<T> = Omit<T, 'sourceSha256'>;
