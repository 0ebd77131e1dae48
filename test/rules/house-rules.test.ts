import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHouseRules } from '../../src/rules/parse-house-rules.js';
import type { HouseRuleItem } from '../../src/rules/corpus-model.js';

const sources = new URL('../../rules-data/sources/', import.meta.url);
const read = (file: string): string => readFileSync(new URL(file, sources), 'utf8');
const FILE = 'house-rules-magic-mittwoch-2hg-v0.2.txt';
const houseRules = parseHouseRules(read(FILE), FILE);

function item(number: string): HouseRuleItem {
  const found = houseRules.items.find((i) => i.number === number);
  if (!found) throw new Error(`no item ${number}`);
  return found;
}

describe('Magic Mittwoch house rules', () => {
  it('names the document', () => {
    expect(houseRules.id).toBe('magic-mittwoch-2hg');
    expect(houseRules.lang).toBe('de');
    expect(houseRules.title).toBe('Two-Headed-Giant – Magic Mittwoch');
    expect(houseRules.version).toBe('0.2');
  });

  it('has 37 items under 7 headings', () => {
    expect(houseRules.items).toHaveLength(37);
    expect(houseRules.headings).toEqual([
      'Setup',
      'Spielziel',
      'Zugreihenfolge',
      'Lebenspunkte',
      'Angreifen und Blocken',
      'Informationen',
      'Alternativen',
    ]);
  });

  it('numbers the items as the readers do', () => {
    expect(houseRules.items.map((i) => i.number)).toEqual([
      ...['0', '1', '2', '3', '4', '5'],
      ...['10', '11', '12', '13', '14', '15', '16', '17'],
      ...['20', '21', '22', '23'],
      ...['30', '31', '32', '33', '34', '35', '36', '37'],
      ...['50', '51', '52', '53'],
      ...['60', '61', '62', '63'],
      ...['70', '71', '72'],
    ]);
    expect(item('0')).toMatchObject({ heading: 'Setup', position: 1 });
    expect(item('23')).toMatchObject({ heading: 'Zugreihenfolge', position: 4 });
    expect(item('23').text).toContain('dessen Informationsmöglichkeiten');
    expect(item('35')).toMatchObject({ heading: 'Lebenspunkte', position: 6 });
    expect(item('35').text).toContain('absolut Lebenspunkte');
    expect(item('50').text).toContain('Propaganda');
    expect(item('52').text).toContain('bei der Angreiferdeklaration der angegriffene Spieler ausgewählt');
    expect(item('72')).toMatchObject({ heading: 'Alternativen', position: 3 });
  });

  it('marks the 9 starred items', () => {
    expect(houseRules.items.filter((i) => i.starred).map((i) => i.number)).toEqual([
      '4',
      '21',
      '22',
      '23',
      '33',
      '34',
      '36',
      '51',
      '52',
    ]);
    // The author removed the star from item 50 after a reader's comment.
    expect(item('50').starred).toBe(false);
  });

  it('keeps item 21 exactly, with its source line and the rule it departs from', () => {
    expect(item('21')).toEqual({
      number: '21',
      heading: 'Zugreihenfolge',
      position: 2,
      text:
        'Wenn ein Spieler durch einen Spruch oder Effekt einen Extrazug oder eine zusätzliche Phase erhält, ' +
        'dann gilt dies nicht für den Teampartner. Der betroffene Spieler führt diesen Zug oder diese Phase ' +
        'alleine als aktiver Spieler durch, alle anderen Spieler werden nicht-aktive Spieler.',
      starred: true,
      departsFrom: { '2011': ['805.8'], '2024': ['805.8'] },
      source: { file: FILE, line: 39, endLine: 39 },
    });
  });

  it('links every starred item, and only those, to the 2011 and 2024 rules', () => {
    expect(Object.fromEntries(houseRules.items.filter((i) => i.starred).map((i) => [i.number, i.departsFrom]))).toEqual(
      {
        '4': { '2011': ['800.5'], '2024': ['800.6'] },
        '21': { '2011': ['805.8'], '2024': ['805.8'] },
        '22': { '2011': ['805.8'], '2024': ['805.8'] },
        '23': { '2011': ['805.8'], '2024': ['805.8'] },
        '33': { '2011': ['810.9'], '2024': ['810.9', '810.10'] },
        '34': { '2011': ['810.9'], '2024': ['810.9'] },
        '36': { '2011': ['810.9d', '810.5'], '2024': ['810.9d', '810.5'] },
        '51': { '2011': ['810.7c'], '2024': ['805.10b'] },
        '52': { '2011': ['810.7f'], '2024': ['805.10b'] },
      },
    );
    for (const i of houseRules.items.filter((x) => !x.starred)) expect(i.departsFrom).toEqual({});
    expect(item('52').note).toMatch(/2024 rules agree: 805\.10b/u);
    expect(item('21').note).toBeUndefined();
  });

  it('links only to rules that exist in that edition', () => {
    const editions: Record<string, string> = {
      '2011': read('comprehensive-rules-en-2011-02-04-chapter-8.txt'),
      '2024': read('comprehensive-rules-de-2024-03-08-chapter-8.txt'),
    };
    const missing: string[] = [];
    for (const i of houseRules.items) {
      for (const [year, numbers] of Object.entries(i.departsFrom)) {
        for (const number of numbers) {
          const heading = new RegExp(`^${number.replace('.', '\\.')}\\.?\\s`, 'mu');
          if (!heading.test(editions[year] ?? '')) missing.push(`${i.number}: ${year} ${number}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the blog chrome and the reader comments out of the items', () => {
    for (const i of houseRules.items) {
      for (const chrome of [
        'meint:',
        'Kommentieren',
        'Couchmagic',
        'Regel 21',
        'Finde im Blog',
        'Wizards',
        'Sternchen',
        'Derzeit im Teststadium',
      ]) {
        expect(i.text).not.toContain(chrome);
      }
      expect(i.source.line).toBeLessThan(76);
    }
  });
});
