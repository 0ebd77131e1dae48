import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGermanRules } from '../../src/rules/parse-german-rules.js';

const FILE = 'comprehensive-rules-de-2024-03-08-chapter-8.txt';
const corpus = parseGermanRules(
  readFileSync(new URL(`../../rules-data/sources/${FILE}`, import.meta.url), 'utf8'),
  FILE,
);
const rule = (number: string) => {
  const found = corpus.rules.find((r) => r.number === number);
  if (!found) throw new Error(`no rule ${number}`);
  return found;
};

describe('parseGermanRules: German 2024-03-08, chapter 8', () => {
  it('names the edition', () => {
    expect(corpus).toMatchObject({
      schemaVersion: 1,
      lang: 'de',
      edition: '2024-03-08',
      title: 'German 2024-03-08 (Das Ausführliche Regelwerk)',
      sourceFile: FILE,
    });
  });

  it('reads 173 rules in 12 sections, 800–811', () => {
    expect(corpus.rules).toHaveLength(173);
    expect(corpus.sections).toHaveLength(12);
    expect(corpus.sectionsCovered).toEqual([
      '800',
      '801',
      '802',
      '803',
      '804',
      '805',
      '806',
      '807',
      '808',
      '809',
      '810',
      '811',
    ]);
    expect(corpus.rules[0]?.number).toBe('800.1');
    expect(corpus.rules.at(-1)?.number).toBe('811.5');
  });

  it.each([
    ['800', 'Allgemeines', 9],
    ['801', 'Option: Begrenzte Einflussweite', 63],
    ['805', 'Option Gemeinsame Team-Züge', 191],
    ['807', 'Variante Riesentumult (Grand Melee)', 259],
    ['808', 'Variante Team gegen Team (Team vs. Team)', 305],
    ['810', 'Variante Zweiköpfiger Riese (Two-Headed Giant)', 355],
    ['811', 'Variante Abwechselnde Teams (Alternating Teams)', 429],
  ])('section %s is titled "%s" (line %i)', (number, title, line) => {
    const section = corpus.sections.find((s) => s.number === number);
    expect(section).toMatchObject({ number, title, source: { file: FILE, line } });
    expect(corpus.rules.filter((r) => r.section === number).every((r) => r.sectionTitle === title)).toBe(true);
  });

  it('reads the two examples of 801.2a', () => {
    const r = rule('801.2a');
    expect(r.text).toBe(
      'Die am häufigsten gewählten begrenzten Einflussweiten sind 1 Platz und 2 Plätze. Verschiedene Spieler können unterschiedliche Einflussweiten besitzen.',
    );
    expect(r.examples).toEqual([
      'Eine Einflussweite von 1 bedeutet, dass nur du und die Spieler, die genau neben dir sitzen, in deiner Einflussweite sind.',
      'Eine Einflussweite von 2 bedeutet, dass du, die zwei Spieler zu deiner Linken und die zwei Spieler zu deiner Rechten in deiner Einflussweite liegen.',
    ]);
    expect(r.source).toEqual({ file: FILE, line: 69, endLine: 73 });
  });

  it('attaches four examples to 800.4a and none to the rule after them', () => {
    expect(rule('800.4a').examples).toHaveLength(4);
    expect(rule('800.4a').examples[3]?.startsWith('Alex kontrolliert eine Genesis-Kammer')).toBe(true);
    expect(rule('800.4a').source).toEqual({ file: FILE, line: 19, endLine: 27 });
    expect(rule('800.4b').examples).toEqual([]);
  });

  it('makes the non-breaking space in "Regel 805" plain', () => {
    expect(rule('810.2').text).toBe(
      'Die Variante Zweiköpfiger Riese benutzt die Option Gemeinsame Team-Züge. Siehe Regel 805.',
    );
    expect(corpus.rules.some((r) => [r.text, ...r.examples].join(' ').includes('\u00A0'))).toBe(false);
  });

  it('keeps typographic quotes as the source has them', () => {
    expect(rule('800.4n').text).toBe(
      'Wenn ein Spieler das Spiel verlässt, verlassen die Objekte in der Einsatzzone, die dieser Spieler besitzt, nicht das Spiel. Das ist eine Ausnahme von Regel 800.4a. Siehe Regel 407, „Einsatzzone“.',
    );
  });

  it.each([
    ['800.4a', ['109']],
    ['800.4n', ['800.4a', '407']],
    ['801.7a', ['603.6', '603.10']],
    ['801.13', ['614', '615']],
    ['805.3', ['103.1']],
    ['810.7', ['805.10']],
    ['811.2b', ['803', '802']],
    ['807.4a', []],
  ])('%s cites %j', (number, cites) => {
    expect(rule(number).cites).toEqual(cites);
  });

  it('leaves out the site chrome above and below the rules', () => {
    const all = corpus.rules.map((r) => [r.text, ...r.examples].join(' ')).join(' ');
    expect(all).not.toMatch(/Besucher|Hinweis:|zurück zu|Werbung|Varianten für das Freizeitspiel/u);
    expect(rule('811.5').source.endLine).toBe(447);
  });
});
