import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseItalianRules } from '../../src/rules/parse-italian-rules.js';

const FILE = 'comprehensive-rules-it-2025-09-19-rule-805.txt';
const corpus = parseItalianRules(
  readFileSync(new URL(`../../rules-data/sources/${FILE}`, import.meta.url), 'utf8'),
  FILE,
);
const rule = (number: string) => {
  const found = corpus.rules.find((r) => r.number === number);
  if (!found) throw new Error(`no rule ${number}`);
  return found;
};

describe('parseItalianRules: Italian 2025-09-19, rule 805', () => {
  it('names the edition', () => {
    expect(corpus).toMatchObject({ schemaVersion: 1, lang: 'it', edition: '2025-09-19', sourceFile: FILE });
    expect(corpus.title).toMatch(/^Italian 2025-09-19 \(/u);
  });

  it('reads the 25 rules of section 805', () => {
    expect(corpus.sectionsCovered).toEqual(['805']);
    expect(corpus.sections).toEqual([
      { number: '805', title: 'Opzione Turni di Squadra Condivisi', source: { file: FILE, line: 4, endLine: 29 } },
    ]);
    expect(corpus.rules.map((r) => r.number)).toEqual([
      '805.1',
      '805.2',
      '805.3',
      '805.3a',
      '805.3b',
      '805.4',
      '805.4a',
      '805.4b',
      '805.4c',
      '805.4d',
      '805.5',
      '805.5a',
      '805.5b',
      '805.6',
      '805.6a',
      '805.7',
      '805.8',
      '805.9',
      '805.10',
      '805.10a',
      '805.10b',
      '805.10c',
      '805.10d',
      '805.10e',
      '805.10f',
    ]);
    expect(corpus.rules.every((r) => r.sectionTitle === 'Opzione Turni di Squadra Condivisi')).toBe(true);
  });

  it('drops the list marker and the number from the text', () => {
    expect(rule('805.4')).toMatchObject({
      text: 'Ogni squadra gioca un turno anziché ogni giocatore.',
      examples: [],
      cites: [],
      source: { file: FILE, line: 10, endLine: 10 },
    });
    expect(rule('805.3a').text.startsWith('La procedura per la gestione dei mulligan')).toBe(true);
  });

  it.each([
    ['805.1', ['810', '904']],
    ['805.3', ['103.1']],
    ['805.3a', ['103.5']],
    ['805.6', ['101.4']],
    ['805.10f', ['510.1']],
    ['805.2', []],
  ])('%s cites %j', (number, cites) => {
    expect(rule(number).cites).toEqual(cites);
  });

  it('leaves out the "|" chrome and the header', () => {
    expect(corpus.rules.some((r) => r.text.includes('|') || r.text.includes('Tratto dal'))).toBe(false);
    expect(rule('805.10f').source).toEqual({ file: FILE, line: 29, endLine: 29 });
  });
});
