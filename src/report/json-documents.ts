// The JSON documents of the contract (the README's "JSON output"), as types: what `--json`
// prints, what the library returns and what the MCP server answers. The builders in this
// folder (rulesJson, searchJson, …) are typed against them, so a field the contract names
// cannot go missing unnoticed. Fields may be added; none of these may change.
import type { Lang, SourceSpan, GlossaryRef } from '../rules/corpus-model.js';
import type { EditionList } from '../rules/edition-list.js';
import type { Change } from '../rules/changes.js';
import type { Scenario } from '../core/scenario.js';

/** Another edition's number for the same rule, matched by meaning. */
export interface CounterpartJson {
  lang: Lang;
  edition: string;
  number: string;
}

/** `rule --json` */
export interface RulesDocument {
  schemaVersion: 1;
  rules: RuleJson[];
  /** The numbers that named no rule, or were no rule number at all (`usage`). */
  notFound?: MissJson[];
}

export interface RuleJson {
  number: string;
  lang: Lang;
  edition: string;
  section: string;
  sectionTitle: string;
  /** The whole text: wrapped lines joined, paragraphs separated by a blank line, no examples. */
  text: string;
  examples: string[];
  counterparts: CounterpartJson[];
  /** The rule numbers its text cites. */
  cites: string[];
  /** With --lang all: the rule this one is shown as a counterpart of. */
  counterpartOf?: { lang: string; edition: string; number: string };
  notes?: string[];
  source: SourceSpan;
}

export interface MissJson {
  query: string;
  usage?: boolean;
  message: string;
  notes: string[];
}

/** `search --json`: best match first. */
export interface SearchDocument {
  schemaVersion: 1;
  results: SearchResultJson[];
  /** How many results there were before the limit. */
  total: number;
}

export type SearchResultJson = RuleResultJson | GlossaryResultJson | HouseRuleResultJson;

export interface RuleResultJson {
  kind: 'rule';
  number: string;
  lang: Lang;
  edition: string;
  text: string;
  /** In [0, 1], two decimals. */
  score: number;
  section: string;
  sectionTitle: string;
  /** A section heading (807 Grand Melee Variant) rather than a rule. */
  isSection?: true;
  counterparts: CounterpartJson[];
}

export interface GlossaryResultJson {
  kind: 'glossary';
  term: string;
  lang: Lang;
  text: string;
  score: number;
  source?: string;
}

export interface HouseRuleResultJson {
  kind: 'house-rule';
  number: string;
  lang: Lang;
  text: string;
  score: number;
  version?: string;
  heading?: string;
}

/** `glossary TERM --json`: best match first. */
export interface GlossaryDocument {
  schemaVersion: 1;
  entries: GlossaryEntryJson[];
  /** The rules the best entry points to, from its own edition. */
  rules?: { number: string; lang: Lang; edition: string; text: string }[];
}

export interface GlossaryEntryJson {
  term: string;
  lang: Lang;
  text: string;
  seeAlso: string[];
  refs: GlossaryRef[];
  aliases: string[];
  cites?: string[];
  score: number;
  redirectedFrom?: string;
  translatedFrom?: string;
}

/** `editions --json` */
export type EditionsDocument = { schemaVersion: 1 } & EditionList;

/** `changes --json` */
export interface ChangesDocument {
  schemaVersion: 1;
  from: { lang: Lang; edition: string };
  to: { lang: Lang; edition: string };
  changes: Change[];
}

/**
 * What became of one rule: added, removed, kept, reworded (with a word diff: each piece
 * kept (=), taken out (-) or put in (+)) or renumbered; `under` is the rule an added or
 * removed subrule stands under, where that rule was renumbered. The planner's own type.
 */
export type { Change as ChangeJson, Under as UnderJson } from '../rules/changes.js';
export type { WordDiff as WordDiffJson } from '../rules/word-diff.js';

/** A problem in a file or an argument, as `check --json` and `eval --json` show it. */
export interface DiagnosticJson {
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  severity: 'error' | 'warning';
  code: string;
  message: string;
  notes?: string[];
}

/** One question's answer, as `eval --json` and `check --json` show it. */
export interface AnswerJson {
  id: string;
  ask: string;
  /** null where the question could not be answered (the errors say why). */
  answer: unknown;
  expect?: unknown;
  ok?: boolean;
  citations: string[];
  explanation: string[];
  /** Under an imported edition: the 2024 number → the edition's, for each cited rule that moved. */
  renumbered?: Record<string, string>;
  differences?: string[];
}

/** `eval FILE --json` */
export interface EvalDocument {
  schemaVersion: 1;
  file: string;
  /** The rules the table was ruled under: "2024", "2011", or an imported edition ("en-2026-01-16"). */
  edition?: string;
  /** The file's own `edition`, where --edition ruled the table under other rules. */
  fileEdition?: string;
  answers: AnswerJson[];
  errors?: DiagnosticJson[];
  /** The text of every rule cited, in the reader's language. */
  rules: CitedRuleJson[];
}

export interface CitedRuleJson {
  cited: string;
  number?: string;
  lang?: Lang;
  edition?: string;
  text?: string;
  summary?: string;
  note?: string;
}

/** `check --json` (`--reporter json`) */
export interface CheckDocument {
  schemaVersion: 1;
  passed: number;
  failed: number;
  invalid: number;
  files: CheckedFileJson[];
}

export interface CheckedFileJson {
  file: string;
  status: 'passed' | 'failed' | 'invalid';
  edition?: string;
  fileEdition?: string;
  errors: DiagnosticJson[];
  answers: AnswerJson[];
}

/** A scenario parsed (the library's parseScenario and readScenario): its problems, as `check --json` shows them. */
export interface ScenarioDocument {
  schemaVersion: 1;
  file: string;
  status: 'valid' | 'invalid';
  /** Every problem, top to bottom; warnings do not make a file invalid. */
  errors: DiagnosticJson[];
  /** The scenario as plain data, where the file is valid. */
  scenario?: Scenario;
}
