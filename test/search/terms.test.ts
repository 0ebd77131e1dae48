// The term list (rules-data/terms/terms.json) and the variants' options
// (rules-data/terms/variant-options.json) are data that people curate: these tests keep
// them whole and honest. Every rule a source names must hold what the entry says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRuleCorpus } from '../../src/io/read-corpus.js';

interface Term {
  kind: string;
  en: string[];
  de: string[];
  it: string[];
  source: string[];
  said?: { en: string[]; de: string[]; it: string[]; source: string[] };
  official?: Record<'en' | 'de' | 'it', { name: string; source: string } | null>;
  note?: string;
}

const terms = JSON.parse(readFileSync(new URL('../../rules-data/terms/terms.json', import.meta.url), 'utf8')) as {
  sources: Record<string, string>;
  terms: Term[];
};
const links = JSON.parse(
  readFileSync(new URL('../../rules-data/terms/variant-options.json', import.meta.url), 'utf8'),
) as { variants: { variant: string; options: string[]; rules: string[] }[] };

const TEXTS = {
  de: readRuleCorpus('rules.de-2024-03-08.json'),
  it: readRuleCorpus('rules.it-2025-09-19.json'),
  en: readRuleCorpus('rules.en-2011-02-04.json'),
};

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[„“”«»"]/g, ' ')
    .replace(/\s+/g, ' ');

/** The rule's text and examples, or a section's title and all its rules. */
function textOf(lang: keyof typeof TEXTS, number: string): string {
  const corpus = TEXTS[lang];
  const rules = corpus.rules.filter((rule) => rule.number === number || rule.number.startsWith(`${number}.`));
  const title = corpus.sections.find((section) => section.number === number)?.title ?? '';
  return norm([title, ...rules.flatMap((rule) => [rule.text, ...rule.examples])].join(' '));
}

/** A form occurs at a word start and may take up to three more letters (Zugmarke, Zugmarken). */
function occurs(form: string, text: string): boolean {
  const escaped = norm(form)
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}\\p{L}{0,3}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

describe('the term list', () => {
  it('has forms in every language for each entry, and only known kinds', () => {
    expect(terms.terms.length).toBeGreaterThanOrEqual(180);
    for (const term of terms.terms) {
      expect(['concept', 'variant', 'option', 'jargon']).toContain(term.kind);
      for (const lang of ['en', 'de', 'it'] as const) expect(term[lang].length, term.en[0]).toBeGreaterThan(0);
    }
  });

  it('describes every source it cites', () => {
    const described = (id: string) =>
      id in terms.sources || id.split(':')[0]! in terms.sources || `${id.split(':')[0]}:N` in terms.sources;
    const unknown = terms.terms.flatMap((term) =>
      [...term.source, ...(term.said?.source ?? [])].filter((id) => !described(id) && !id.startsWith('mined:')),
    );
    expect(unknown).toEqual([]);
  });

  it('gives a source for what people say, and says it in a language only where the rules do not', () => {
    const said = terms.terms.filter((term) => term.said);
    expect(said.length).toBeGreaterThanOrEqual(10);
    for (const term of said) {
      expect(term.said!.source.length, term.en[0]).toBeGreaterThan(0);
      for (const lang of ['en', 'de', 'it'] as const) {
        const forms = new Set(term[lang].map(norm));
        expect(
          term.said![lang].filter((form) => forms.has(norm(form))),
          `${term.en[0]} ${lang}`,
        ).toEqual([]);
      }
    }
  });

  it('keeps one home for each concept: no two entries of a kind share a form', () => {
    const homes = new Map<string, string>();
    const shared: string[] = [];
    for (const term of terms.terms)
      for (const lang of ['en', 'de', 'it'] as const)
        for (const form of term[lang]) {
          const key = `${term.kind} ${lang} ${norm(form)}`;
          const home = homes.get(key);
          if (home !== undefined && home !== term.en[0]) shared.push(`${key}: ${home}, ${term.en[0]}`);
          homes.set(key, term.en[0]!);
        }
    expect(shared).toEqual([]);
  });

  it('finds a form in every German and Italian rule its sources name', () => {
    const missing = terms.terms.flatMap((term) =>
      term.source.flatMap((id) => {
        const cited = /^(de|it)-text:(\d{3}(?:\.\d+[a-z]?)?)$/.exec(id);
        if (!cited) return [];
        const lang = cited[1] as 'de' | 'it';
        const text = textOf(lang, cited[2]!);
        return term[lang].some((form) => occurs(form, text)) ? [] : [`${term.en[0]}: ${id}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('names the official name of every variant and option where a text here shows it, and each is a form', () => {
    const named = terms.terms.filter((term) => term.kind === 'variant' || term.kind === 'option');
    expect(named.length).toBeGreaterThanOrEqual(16);
    for (const term of named) {
      expect(term.official, term.en[0]).toBeDefined();
      for (const lang of ['en', 'de', 'it'] as const) {
        const official = term.official![lang];
        if (official === null) {
          // Where no text shows the name, the entry says where its forms come from.
          if (lang === 'it') expect(term.note ?? '', term.en[0]).toMatch(/Italian/);
          continue;
        }
        expect(term[lang].map(norm), `${term.en[0]} ${lang}`).toContain(norm(official.name));
        const cited = /^(de|it)-text:(\d{3}(?:\.\d+[a-z]?)?)$/.exec(official.source);
        if (cited)
          expect(occurs(official.name, textOf(cited[1] as 'de' | 'it', cited[2]!)), official.source).toBe(true);
      }
    }
  });
});

describe('the options each variant uses', () => {
  it.each(links.variants)('$variant uses $options ($rules)', ({ variant, options, rules }) => {
    for (const lang of ['en', 'de'] as const) {
      const said = rules.map((rule) => textOf(lang, rule)).join(' ');
      // Each rule cited sits in the variant's section and names one of its options' rules or names.
      expect(rules.every((rule) => rule.startsWith(`${variant}.`))).toBe(true);
      for (const option of options) {
        const title = norm(TEXTS[lang].sections.find((s) => s.number === option)!.title);
        const named = said.includes(option) || said.includes(title.replace(/ option$|^option:? /, ''));
        expect(named || option === '801', `${variant} ${lang} names ${option}`).toBe(true);
      }
    }
  });
});
