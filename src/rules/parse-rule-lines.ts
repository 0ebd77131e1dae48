// The line walker every rules parser shares: it splits a source into lines, finds the
// rules between the chrome around them, and feeds headings, rules, examples and running
// text to a RuleCollector. Each parser only says how its source differs.
import type { EditionRef, Rule, Section } from './corpus-model.js';
import { RuleCollector, type MissingHeading } from './rule-collector.js';

export type SourceLineKind = 'blank' | 'chapter' | 'section' | 'rule' | 'example' | 'text';

export interface SourceLine {
  /** 1-based line number in the source file. */
  no: number;
  kind: SourceLineKind;
  /** The whole line, trimmed, non-breaking spaces made plain, runs of spaces made one. */
  line: string;
  /** "807" for a section, "807.4e" for a rule. */
  number?: string;
  /** The line without its number or "Example:" label. */
  text: string;
}

export interface RuleLineFormat {
  /**
   * "paragraphs": one paragraph per line, so running text starts a new paragraph.
   * "wrapped": lines are hard-wrapped, so running text continues the line before it
   * unless that line ended a paragraph (see startsParagraph).
   */
  layout: 'paragraphs' | 'wrapped';
  /** The line that ends the rules, after they have begun (a page footer, "Glossary"). */
  endsBody: (line: SourceLine) => boolean;
  /** Lines to skip wherever they stand (decorations between list items). */
  isChrome?: (line: SourceLine) => boolean;
  /** Strips a list marker before the number, as in "- 805.1. …". */
  itemMarker?: RegExp;
  missingHeadings?: Readonly<Record<string, MissingHeading>>;
}

/** A line that was not read as what it first looked like, and why. */
export interface LineNote {
  line: number;
  text: string;
  note: string;
}

export interface RuleLines {
  sections: Section[];
  rules: Rule[];
  notes: LineNote[];
}

const CHAPTER = /^(\d)\.\s+(\S.*)$/u;
const SECTION = /^(\d{3})\.\s+(\S.*)$/u;
// "800.4. Text", "800.4c Text", and "901.4.All" (a missing space in the 2024 file).
// A bare "103.4." matches with empty text; the collector refuses it.
const RULE = /^(\d{3}\.\d+[a-z]?)\.?(?=\s|$|[^\s\d.a-z])\s*(.*)$/u;
const EXAMPLE = /^(?:Example|Beispiel|Esempio):\s*(.*)$/u;
const SENTENCE_END = /[.!?]["'”’)]*$/u;

/** Splits on CRLF, CR or LF, drops a BOM, and classifies each line. */
export function splitSourceLines(text: string, itemMarker?: RegExp): SourceLine[] {
  return text
    .replace(/^\uFEFF/u, '')
    .split(/\r\n|\r|\n/u)
    .map((raw, index) => classifyLine(raw, index + 1, itemMarker));
}

function classifyLine(raw: string, no: number, itemMarker?: RegExp): SourceLine {
  // The English blog copy has non-breaking spaces where a line break was.
  const line = raw.replace(/[\s\u00A0\u202F]+/gu, ' ').trim();
  const bare = itemMarker ? line.replace(itemMarker, '') : line;
  if (bare === '') return { no, kind: 'blank', line, text: '' };
  const rule = RULE.exec(bare);
  if (rule) return { no, kind: 'rule', line, number: rule[1], text: rule[2] ?? '' };
  const section = SECTION.exec(bare);
  if (section) return { no, kind: 'section', line, number: section[1], text: section[2] ?? '' };
  const chapter = CHAPTER.exec(bare);
  if (chapter) return { no, kind: 'chapter', line, number: chapter[1], text: chapter[2] ?? '' };
  const example = EXAMPLE.exec(bare);
  if (example) return { no, kind: 'example', line, text: example[1] ?? '' };
  return { no, kind: 'text', line, text: line };
}

/**
 * The rules begin at the first rule line, or at the section heading just before it
 * (only blank lines and a chapter heading between). This skips site chrome and the
 * table of contents, whose headings have no rules under them.
 */
function findBodyStart(lines: readonly SourceLine[]): number {
  const first = lines.findIndex((line) => line.kind === 'rule' && line.text !== '');
  if (first < 0) return lines.length;
  for (let i = first - 1; i >= 0; i--) {
    const kind = lines[i]?.kind;
    if (kind === 'section') return i;
    if (kind !== 'blank' && kind !== 'chapter') break;
  }
  return first;
}

export function parseRuleLines(text: string, format: RuleLineFormat, ref: EditionRef, sourceFile: string): RuleLines {
  const lines = splitSourceLines(text, format.itemMarker);
  const start = findBodyStart(lines);
  const end = lines.findIndex((line, i) => i > start && format.endsBody(line));
  const body = lines.slice(start, end < 0 ? lines.length : end).filter((line) => !format.isChrome?.(line));
  const collector = new RuleCollector(ref, sourceFile, format.missingHeadings);
  const notes: LineNote[] = [];
  const wrapWidth = format.layout === 'wrapped' ? estimateWrapWidth(body) : 0;
  let previous: SourceLine | undefined;
  for (const line of body) {
    const note = feedLine(collector, line, previous, wrapWidth);
    if (note) notes.push({ line: line.no, text: line.line, note });
    previous = line;
  }
  return { ...collector.finish(), notes };
}

/** Hands one line to the collector; returns a note when the line was not taken at face value. */
function feedLine(
  collector: RuleCollector,
  line: SourceLine,
  previous: SourceLine | undefined,
  wrapWidth: number,
): string | undefined {
  const number = line.number ?? '';
  let note: string | undefined;
  if (line.kind === 'section') {
    if (collector.acceptsHeading(number)) {
      collector.heading(number, line.text, line.no);
      return undefined;
    }
    note = `section number ${number} does not follow the current section: read as running text`;
  } else if (line.kind === 'rule') {
    note = collector.refusesRule(number, line.text);
    if (!note) {
      collector.startRule(number, line.text, line.no);
      return undefined;
    }
  } else if (line.kind === 'example') {
    return collector.example(line.text, line.no) ? undefined : 'example before any rule: dropped';
  } else if (line.kind === 'blank' || (line.kind === 'chapter' && wrapWidth === 0)) {
    // A chapter heading between sections is a divider; in wrapped text a line may start with "2. ".
    return undefined;
  }
  const newParagraph = wrapWidth === 0 || startsParagraph(previous, line, wrapWidth);
  if (!collector.text(line.line, line.no, newParagraph)) return 'running text before any rule: dropped';
  return note;
}

/**
 * In hard-wrapped text a line starts a new paragraph when the line before it ended a
 * sentence and stopped clearly short of the wrap width, so that this line's first word
 * would have fitted there (810.7b of the 2011 blog copy has three such paragraphs).
 * A blank line before it also ends the paragraph.
 */
export function startsParagraph(previous: SourceLine | undefined, line: SourceLine, wrapWidth: number): boolean {
  if (!previous || previous.kind === 'blank') return true;
  if (!SENTENCE_END.test(previous.line)) return false;
  const firstWord = line.line.split(' ')[0] ?? '';
  return previous.line.length + 1 + firstWord.length < wrapWidth * 0.8;
}

/** The typical length of a line that the source wrapped: the median of lines followed by running text. */
function estimateWrapWidth(lines: readonly SourceLine[]): number {
  const lengths = lines
    .filter((line, i) => line.kind !== 'blank' && lines[i + 1]?.kind === 'text')
    .map((line) => line.line.length)
    .sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)] ?? Number.POSITIVE_INFINITY;
}
