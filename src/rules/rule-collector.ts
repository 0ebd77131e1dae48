// Builds Section and Rule records line by line, for every rules parser. It also decides
// whether a line that starts with a number really starts a rule or a section: numbers
// in the Comprehensive Rules only ever go up, so one that does not is running text.
import { extractCitations } from './citations.js';
import type { Parsed } from './corpus-model.js';
import type { EditionRef, Rule, RuleCorpus, Section } from './corpus-model.js';
import { LANG_NAMES } from './corpus-model.js';
import { compareRuleNumbers } from './rule-number.js';

/** A title for a section whose heading the source lacks, and why it is known. */
export interface MissingHeading {
  title: string;
  titleNote: string;
}

interface RuleDraft {
  number: string;
  line: number;
  endLine: number;
  paragraphs: string[];
  examples: string[];
  /** Where running text goes: the rule's last paragraph or its last example. */
  into: 'text' | 'example';
}

interface SectionDraft {
  section: Section;
  rules: RuleDraft[];
}

/** "807.4e" → "807". */
function sectionOf(number: string): string {
  return number.slice(0, 3);
}

export class RuleCollector {
  private readonly sections: SectionDraft[] = [];
  private rule: RuleDraft | undefined;

  constructor(
    private readonly ref: EditionRef,
    private readonly sourceFile: string,
    private readonly missingHeadings: Readonly<Record<string, MissingHeading>> = {},
  ) {}

  private get section(): SectionDraft | undefined {
    return this.sections.at(-1);
  }

  /** A heading counts only if its number follows the current section's. */
  acceptsHeading(number: string): boolean {
    return this.section === undefined || Number(number) > Number(this.section.section.number);
  }

  heading(number: string, title: string, line: number): void {
    this.rule = undefined;
    const source = { file: this.sourceFile, line, endLine: line };
    this.sections.push({ section: { number, title, source }, rules: [] });
  }

  /**
   * Why a line that starts with a rule number does not start a rule, or undefined if it
   * does. A rule has text, follows the previous rule, and belongs to the current section
   * or is the first rule of a section whose heading is missing.
   */
  refusesRule(number: string, text: string): string | undefined {
    const asText = 'read as running text';
    if (text === '') return `"${number}" has no text after it: ${asText}`;
    if (this.rule && compareRuleNumbers(number, this.rule.number) <= 0) {
      return `${number} does not follow rule ${this.rule.number}: ${asText}`;
    }
    const current = this.section?.section.number;
    if (sectionOf(number) === current) return undefined;
    const opensSection =
      number.endsWith('.1') && (current === undefined || Number(sectionOf(number)) > Number(current));
    return opensSection ? undefined : `${number} is outside section ${current ?? '(none)'}: ${asText}`;
  }

  startRule(number: string, text: string, line: number): void {
    const section = sectionOf(number);
    if (section !== this.section?.section.number) this.sections.push({ section: this.headingless(section), rules: [] });
    this.rule = { number, line, endLine: line, paragraphs: [text], examples: [], into: 'text' };
    this.section?.rules.push(this.rule);
  }

  /** Returns false when no rule is open to take the example. */
  example(text: string, line: number): boolean {
    if (!this.rule) return false;
    this.rule.examples.push(text);
    this.rule.into = 'example';
    this.touch(line);
    return true;
  }

  /** Running text: joins the open paragraph or example, or starts a new paragraph of the rule. */
  text(text: string, line: number, newParagraph: boolean): boolean {
    const rule = this.rule;
    if (!rule) return false;
    if (newParagraph) {
      rule.paragraphs.push(text);
      rule.into = 'text';
    } else {
      const list = rule.into === 'text' ? rule.paragraphs : rule.examples;
      list[list.length - 1] = `${list.at(-1) ?? ''} ${text}`.trim();
    }
    this.touch(line);
    return true;
  }

  finish(): { sections: Section[]; rules: Rule[] } {
    const rules = this.sections.flatMap(({ section, rules }) => rules.map((draft) => this.toRule(draft, section)));
    const sections = this.sections.map(({ section, rules }) => {
      const endLine = rules.at(-1)?.endLine;
      return section.source && endLine ? { ...section, source: { ...section.source, endLine } } : section;
    });
    return { sections, rules };
  }

  private touch(line: number): void {
    if (this.rule) this.rule.endLine = line;
  }

  private headingless(number: string): Section {
    const known = this.missingHeadings[number];
    if (known) return { number, title: known.title, titleNote: known.titleNote };
    return { number, title: '', titleNote: `The source has no heading for section ${number}.` };
  }

  private toRule(draft: RuleDraft, section: Section): Rule {
    const text = draft.paragraphs.join('\n\n');
    return {
      number: draft.number,
      section: section.number,
      sectionTitle: section.title,
      lang: this.ref.lang,
      edition: this.ref.edition,
      text,
      examples: draft.examples,
      cites: extractCitations([text, ...draft.examples]),
      source: { file: this.sourceFile, line: draft.line, endLine: draft.endLine },
    };
  }
}

/** The corpus record around parsed sections and rules. */
export function buildRuleCorpus(
  ref: EditionRef,
  titleDetail: string,
  sourceFile: string,
  parsed: { sections: Section[]; rules: Rule[] },
): Parsed<RuleCorpus> {
  return {
    schemaVersion: 1,
    lang: ref.lang,
    edition: ref.edition,
    title: `${LANG_NAMES[ref.lang]} ${ref.edition} (${titleDetail})`,
    sourceFile,
    sectionsCovered: parsed.sections.map((section) => section.number),
    sections: parsed.sections,
    rules: parsed.rules,
  };
}
