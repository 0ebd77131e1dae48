// What search looks through: every rule and section title of every edition, each glossary
// entry and each house rule, as one flat list of documents. Pure: the corpus is passed in.
import type { CounterpartTable, Glossary, HouseRules, Lang, RuleCorpus } from '../rules/corpus-model.js';

export type DocKind = 'rule' | 'glossary' | 'house-rule';

/**
 * What a part of the index holds: an edition's rules, a glossary, house rules, or the
 * topics of the counterpart groups, one short English description per rule ("choices a
 * rule asks of a player who has left"). A topic is never shown: it speaks for its rules,
 * so that an English query finds a rule that only the German text has.
 */
export type PartKind = DocKind | 'topic';

export interface SearchDoc {
  kind: PartKind;
  lang: Lang;
  /** Rules: the edition's date. */
  edition?: string;
  /** A rule's number ("807.4e"), a section's ("807"), a house rule's ("21"). */
  number?: string;
  /** A glossary headword. */
  term?: string;
  /** Rules and sections: the section they belong to. */
  section?: string;
  sectionTitle?: string;
  /** True for a section heading ("807 Grand Melee Variant"), which `rule 807` shows. */
  isSection?: boolean;
  /**
   * The names of the entry: a section's title, a glossary headword with its aliases and the
   * terms that redirect to it. A query that is one of these ranks highest.
   */
  names: string[];
  /** What is searched and shown: a rule's text and examples, a definition, a house rule. */
  body: string;
  /** The text of `search --json`: a rule's text without examples, as in `rule --json`. */
  text: string;
  /** Searched but not shown: a house rule's heading. */
  keywords?: string;
  /** Searched but not shown, weighed as text: the name of the house rules an item belongs to ("Magic Mittwoch"). */
  context?: string;
  /** Where the entry comes from, for people: the glossary's or the house rules' title. */
  source?: string;
}

/** A rule edition's documents: its section titles, then its rules. */
export function ruleDocuments(corpus: RuleCorpus): SearchDoc[] {
  const { lang, edition } = corpus;
  const sections: SearchDoc[] = corpus.sections.map((section) => ({
    kind: 'rule',
    lang,
    edition,
    number: section.number,
    section: section.number,
    sectionTitle: section.title,
    isSection: true,
    names: sectionNames(section.title),
    body: section.title,
    text: section.title,
  }));
  const rules: SearchDoc[] = corpus.rules.map((rule) => ({
    kind: 'rule',
    lang,
    edition,
    number: rule.number,
    section: rule.section,
    sectionTitle: rule.sectionTitle,
    names: [],
    body: [rule.text, ...rule.examples].join('\n\n'),
    text: rule.text,
  }));
  return [...sections, ...rules];
}

/** "Variante Riesentumult (Grand Melee)" is also named "Grand Melee". */
function sectionNames(title: string): string[] {
  const inParens = /^(.*?)\s*\(([^)]+)\)\s*$/u.exec(title);
  return inParens ? [title, inParens[1]!, inParens[2]!] : [title];
}

/** A glossary's entries; a redirect is not an entry of its own but a name of its target. */
export function glossaryDocuments(glossary: Glossary): SearchDoc[] {
  // A redirect ("Angreifer → Siehe Angreifende Kreatur") is a name of the entry it points to.
  const redirectsTo = new Map<string, string[]>();
  for (const entry of glossary.entries) {
    const target = entry.redirect ? entry.refs[0]?.target : undefined;
    if (target) redirectsTo.set(target, [...(redirectsTo.get(target) ?? []), entry.term]);
  }
  return glossary.entries
    .filter((entry) => !(entry.redirect && entry.refs[0]?.target))
    .map((entry) => ({
      kind: 'glossary',
      lang: entry.lang,
      term: entry.term,
      names: [entry.term, ...entry.aliases, ...(redirectsTo.get(entry.term) ?? [])],
      body: entry.text,
      text: entry.text,
      source: glossary.title,
    }));
}

export function houseRuleDocuments(houseRules: HouseRules): SearchDoc[] {
  return houseRules.items.map((item) => ({
    kind: 'house-rule',
    lang: houseRules.lang,
    edition: houseRules.version,
    number: item.number,
    names: [],
    body: item.text,
    text: item.text,
    keywords: item.heading,
    // "Two-Headed-Giant – Magic Mittwoch": the collection's own name. The variant it is for
    // is left out, which every rule of that variant names too.
    context: houseRules.title.split(' – ').at(-1),
    source: `${houseRules.title} ${houseRules.version}, ${item.heading}`,
  }));
}

/** One document per counterpart group, its topic: its number is the group's place in the table. */
export function topicDocuments(table: CounterpartTable): SearchDoc[] {
  return table.groups.map((group, i) => ({
    kind: 'topic',
    lang: 'en',
    number: String(i),
    names: [],
    body: group.topic,
    text: group.topic,
  }));
}
