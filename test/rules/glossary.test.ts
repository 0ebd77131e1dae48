import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGlossary } from '../../src/rules/parse-glossary.js';
import { resolveRef } from '../../src/rules/glossary-refs.js';
import type { GlossaryEntry } from '../../src/rules/corpus-model.js';

const FILE = 'regelbuch-de-8th-edition.txt';
const text = readFileSync(new URL(`../../rules-data/sources/${FILE}`, import.meta.url), 'utf8');
const glossary = parseGlossary(text, FILE);

function entry(term: string): GlossaryEntry {
  const found = glossary.entries.find((e) => e.term === term);
  if (!found) throw new Error(`no entry "${term}"`);
  return found;
}

const targets = glossary.entries.map((e) => ({ term: e.term, aliases: e.aliases, symbol: e.term.startsWith('{') }));

describe('glossary of the 8th Edition rulebook', () => {
  it('has 177 entries, in the order of the source', () => {
    expect(glossary.entries).toHaveLength(177);
    expect(glossary.entries[0]?.term).toBe('1, 2, 3, und so weiter');
    expect(glossary.entries.at(-1)?.term).toBe('Zugendesegment');
    const lines = glossary.entries.map((e) => e.source.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('has 7 redirects with empty text', () => {
    const redirects = glossary.entries.filter((e) => e.redirect);
    expect(redirects.map((e) => e.term)).toEqual([
      'Angreifer',
      'Blocker',
      'Das Spiel verlieren',
      'Häufig',
      'Nicht so häufig',
      'Schadensverhinderung',
      'Selten',
    ]);
    for (const r of redirects) expect(r.text).toBe('');
    expect(entry('Angreifer').refs).toEqual([
      { kind: 'siehe', text: 'Angreifende Kreatur', target: 'Angreifende Kreatur' },
    ]);
  });

  it('keeps the exact texts of entries', () => {
    expect(entry('Abwerfen').text).toBe(
      'Eine Karte aus deiner Hand nehmen und sie auf deinen Friedhof legen.\n\n' +
        'Wenn ein Zauberspruch oder eine Fähigkeit dich anweist, Karten abzuwerfen, kannst du bestimmen, ' +
        'welche Karten du abwerfen willst – außer wenn der Zauberspruch bzw. die Fähigkeit sagt, dass die ' +
        'Karten „zufällig“ abgeworfen werden müssen.',
    );
    expect(entry('Abwerfen').source).toEqual({ file: FILE, line: 634, endLine: 640 });
    expect(entry('{W} Weißes Mana').text).toBe('Ein weißes Mana. Das Tappen einer Ebene erzeugt {W}.');
    expect(entry('{T} Tappen').text).toBe(
      'Dieses Symbol bedeutet „tappe diese Karte“. Es taucht in Aktivierungskosten auf. Du kannst keine ' +
        '{T}-Kosten bezahlen, wenn die Karte bereits getappt ist. Denke außerdem daran, dass du die {T}-Kosten ' +
        'einer Kreatur nicht in dem Zug bezahlen kannst, in dem sie unter deine Kontrolle kommt.',
    );
    expect(entry('Verteidigender Spieler').text).toBe('Der Spieler, der angegriffen wird.');
    expect(entry('Deck').text).toContain('Zu Beginn einer Partie Magic wird aus deinem Deck deine Bibliothek.');
    expect(entry('Deck').text).toContain('findest du in Kapitel 6: Ligen und Turniere.');
  });

  it('keeps lists one item a line', () => {
    expect(entry('Kampfphase').text.split('\n\n')[1]).toBe(
      '1. Beginn des Kampfes\n2. Angreifer deklarieren\n3. Blocker deklarieren\n4. Kampfschaden\n5. Ende des Kampfes',
    );
    expect(entry('Spielzug').text).toContain('1. Startphase\n- a. Enttappsegment\n- b. Versorgungssegment');
    expect(entry('Standardland').text.split('\n\n')[1]).toBe(
      '- Ebenen erzeugen {W}.\n- Inseln erzeugen {U}.\n- Sümpfe erzeugen {B}.\n- Gebirge erzeugen {R}.\n- Wälder erzeugen {G}.',
    );
  });

  it('resolves every reference', () => {
    const unresolved = glossary.entries.flatMap((e) =>
      e.refs.filter((r) => r.target === '').map((r) => `${e.term}: ${r.kind} ${r.text}`),
    );
    expect(unresolved).toEqual([]);
    const terms = new Set(glossary.entries.map((e) => e.term));
    for (const e of glossary.entries) for (const r of e.refs) expect(terms.has(r.target)).toBe(true);
  });

  it('reads several references in one line, with their kinds', () => {
    expect(entry('Beherrscher').refs).toEqual([
      { kind: 'siehe-auch', text: 'Kontrolle', target: 'Kontrollieren' },
      { kind: 'vergleiche', text: 'Besitzer', target: 'Besitzer' },
    ]);
    expect(entry('Zauberspruch').refs.map((r) => r.kind)).toEqual(['siehe-auch', 'vergleiche']);
    expect(entry('Lokale Verzauberung').refs.map((r) => r.target)).toEqual([
      '_____verzauberung',
      'Kreaturenverzauberung',
      'Verzauberung',
      'Globale Verzauberung',
    ]);
  });

  it.each([
    ['Kontrolle', 'Kontrollieren', 'stem'],
    ['Block', 'Blocken', 'stem'],
    ['Zugensegment', 'Zugendesegment', 'spelling'],
    ['Lebenspunkte', 'Lebenspunkte, Lebenspunkttestand', 'alias'],
    ['Ziel', 'Deiner Wahl, Ziel', 'alias'],
    ['Trampelschaden', 'Trampelschaden (verursachen)', 'alias'],
    ['bleibende Karte', 'Bleibende Karte', 'term'],
    ['Tappen', 'Tappen', 'term'],
    ['{T}', '{T} Tappen', 'alias'],
  ])('resolves the near-miss "%s" to "%s" by %s', (ref, term, step) => {
    const resolution = resolveRef(ref, targets);
    expect(resolution?.entry.term).toBe(term);
    expect(resolution?.step).toBe(step);
  });

  it('resolves the references as the source uses them', () => {
    const targetOf = (term: string, ref: string): string | undefined =>
      entry(term).refs.find((r) => r.text === ref)?.target;
    expect(targetOf('Du', 'Kontrolle')).toBe('Kontrollieren');
    expect(targetOf('Kampf', 'Block')).toBe('Blocken');
    expect(targetOf('Endphase', 'Zugensegment')).toBe('Zugendesegment');
    expect(targetOf('Lebenspunkte bezahlen', 'Lebenspunkte')).toBe('Lebenspunkte, Lebenspunkttestand');
    expect(targetOf('Legales Ziel', 'Ziel')).toBe('Deiner Wahl, Ziel');
    expect(targetOf('Aktivierte Fähigkeit', 'Tappen')).toBe('Tappen');
    expect(targetOf('Aktivierungskosten', 'Tappen')).toBe('Tappen');
  });

  it('keeps the headless first paragraph out of every entry', () => {
    expect(glossary.orphans).toHaveLength(1);
    const orphan = glossary.orphans[0];
    expect(
      orphan?.text.startsWith('Stärke und Widerstandskraft einiger Kreaturen werden durch ihre Fähigkeiten bestimmt.'),
    ).toBe(true);
    expect(orphan?.source).toEqual({ file: FILE, line: 598, endLine: 598 });
    expect(orphan?.note).toMatch(/headword/u);
    for (const e of glossary.entries) expect(e.text).not.toContain('Nachtmahr');
  });

  it('leaves no garbled symbol in any entry', () => {
    for (const e of glossary.entries) {
      expect(e.term + e.text).not.toMatch(/[♣♠♥♦✱☞]|✨|🌴|🌿|🏔|🌲|\$/u);
      expect(e.text).not.toMatch(/\*/u);
    }
    expect(entry('Mana').text).toContain('{W} (weiß), {U} (blau), {B} (schwarz), {R} (rot) und {G} (grün)');
    expect(entry('Manakosten').text).toContain('{R} „ein rotes Mana“ und {2} „zwei Mana von beliebigem Typ“');
    expect(entry('Tappen').text).toContain('({T} bedeutet: „Tappe diese bleibende Karte.“)');
    expect(entry('Aktivierte Fähigkeit').text).toContain('„{?}{?}{?} : Zerstöre eine grüne Kreatur deiner Wahl“');
    expect(entry('Verzaubert').text).toContain('„{?}: Regeneriere die verzauberte Kreatur.“');
  });

  it('does not glue the mana-symbol entries to "1, 2, 3, und so weiter"', () => {
    const generic = entry('1, 2, 3, und so weiter');
    expect(generic.aliases).toEqual([]);
    expect(generic.text.split('\n\n')).toHaveLength(2);
    for (const term of [
      '{W} Weißes Mana',
      '{U} Blaues Mana',
      '{B} Schwarzes Mana',
      '{R} Rotes Mana',
      '{G} Grünes Mana',
      '{T} Tappen',
    ]) {
      expect(generic.text).not.toContain(entry(term).text);
      expect(generic.text).not.toContain(term.slice(4));
    }
  });

  it('keeps "{T} Tappen" and "Tappen" apart', () => {
    const symbol = entry('{T} Tappen');
    const plain = entry('Tappen');
    expect(symbol).not.toBe(plain);
    expect(symbol.aliases).toEqual(['{T}']);
    expect(plain.aliases).toEqual([]);
    expect(plain.text.startsWith('Eine Karte seitwärts drehen.')).toBe(true);
  });

  it('lists the alternatives of a headword as aliases', () => {
    expect(entry('Antworten, Als Antwort').aliases).toEqual(['Antworten', 'Als Antwort']);
    expect(entry('Booster; Boosterpackung').aliases).toEqual(['Booster', 'Boosterpackung']);
    expect(entry('Lebenspunkte, Lebenspunkttestand').aliases).toEqual(['Lebenspunkte', 'Lebenspunkttestand']);
    expect(entry('Wenn, Immer wenn').aliases).toEqual(['Wenn', 'Immer wenn']);
    expect(entry('Deiner Wahl, Ziel').aliases).toEqual(['Deiner Wahl', 'Ziel']);
    expect(entry('Fliegend (Flugfähigkeit)').aliases).toEqual(['Fliegend', 'Flugfähigkeit']);
    expect(entry('Furcht (verursachen)').aliases).toEqual(['Furcht']);
  });
});
