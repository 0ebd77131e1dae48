// Parses the glossary of the old German rulebook (8th Edition era), "KAPITEL 7: GLOSSAR" up
// to "DANKE", into entries with their references resolved.
//
// How the source is read:
// - Paragraphs are separated by blank lines. A headword is a one-line paragraph that is short,
//   carries no markdown emphasis and has no closing punctuation. "Abwerfen." is the one
//   headword printed with a period, so a single word with a period also counts. The lines
//   the rule keeps out are list items of a definition ("Die Kreatur wird getappt.") and
//   "Das Erweiterungssymbol der *Achten Edition* ist", a sentence whose picture was lost.
// - Lines starting "Siehe", "Siehe auch", "Vergleiche" or "*Vergleiche*" are references; the
//   rest are definition paragraphs. A multi-line paragraph is a list and keeps one item a line.
// - The chapter opens with a paragraph on creatures whose power and toughness come from
//   their abilities; its headword (an entry for "*/*") was lost. It goes to `orphans`, so it
//   is not read as part of any entry.
// - Headwords with alternatives keep the printed form and list each part as an alias
//   ("Antworten, Als Antwort"; "Booster; Boosterpackung"; "Fliegend (Flugfähigkeit)"). A
//   bracketed lower-case qualifier ("Furcht (verursachen)") gives only the bare word.
//
// Symbols (the details are in glossary-symbols.ts): the six symbol entries get the proper
// symbol in their term ("♣ Tappen" → "{T} Tappen") and in their own definitions, with the
// symbol as alias. Elsewhere a glyph is restored only where the text makes it certain:
// - a colour named next to it: "✱ (weiß)" in Mana, "♠ „ein rotes Mana“" in Manakosten;
// - Standardland's emoji, each paired with its basic land ("Ebenen erzeugen ✨" → {W});
// - ☞, which Tappen itself defines as {T};
// - {T} where the sentence is about tapping: untapped permanents (Aktivierungskosten), haste
//   (Eile), summoning sickness and Twiddel (Kosten bezahlen);
// - {1} glossed "(ein farbloses Mana)", "{1}{U}" for the blue card in Farbe, the X in the
//   cost of Heiße Glut.
// Every other glyph, and every run of spaces where a symbol vanished, becomes "{?}": the
// examples in "1, 2, 3, und so weiter", Aktivierte Fähigkeit and Verzaubert, the rest of
// Heiße Glut's cost, the costs in Umgewandelte Manakosten.
// The symbol entry "{T} Tappen" is never a guess for a reference: only an exact "{T} Tappen"
// or "{T}" reaches it, so "Siehe auch … Tappen" goes to the ordinary entry "Tappen".
import type { Glossary, GlossaryEntry, SourceSpan } from './corpus-model.js';
import type { Parsed } from './corpus-model.js';
import { parseSymbolHeadword, repairSymbols } from './glossary-symbols.js';
import { isRefLine, parseRefLine, resolveRef } from './glossary-refs.js';

const CHAPTER_HEADING = 'KAPITEL 7: GLOSSAR';
const CHAPTER_END = 'DANKE';
const MAX_HEADWORD_LENGTH = 50;

const ORPHAN_NOTE =
  'Its headword was lost in the source: the paragraph belongs to an entry on creatures with ' +
  'variable power and toughness ("*/*"), which stood before "1, 2, 3, und so weiter".';

interface Paragraph {
  lines: string[];
  /** 1-based line numbers in the source file. */
  line: number;
  endLine: number;
}

export function parseGlossary(text: string, sourceFile: string): Parsed<Glossary> {
  const paragraphs = glossaryParagraphs(text.split(/\r?\n/u));
  const span = (first: Paragraph, last: Paragraph): SourceSpan => ({
    file: sourceFile,
    line: first.line,
    endLine: last.endLine,
  });
  const found = paragraphs.findIndex(isHeadword);
  const firstHead = found < 0 ? paragraphs.length : found;
  const orphans = paragraphs.slice(0, firstHead).map((p) => ({
    text: definitionText(p),
    source: span(p, p),
    note: ORPHAN_NOTE,
  }));
  const entries: GlossaryEntry[] = [];
  for (const group of entryGroups(paragraphs.slice(firstHead))) {
    entries.push(buildEntry(group, span));
  }
  resolveAll(entries);
  return {
    schemaVersion: 1,
    lang: 'de',
    title: 'Magic: The Gathering Regelbuch (Achte Edition), Kapitel 7: Glossar',
    sourceFile,
    entries,
    orphans,
  };
}

/** The glossary chapter's paragraphs: after the chapter heading itself (not the contents line), up to "DANKE". */
function glossaryParagraphs(lines: string[]): Paragraph[] {
  const start = lines.findIndex((l) => l.trim() === CHAPTER_HEADING);
  const end = lines.findIndex((l, i) => i > start && l.trim() === CHAPTER_END);
  if (start < 0 || end < 0) throw new Error(`glossary source lacks "${CHAPTER_HEADING}" … "${CHAPTER_END}"`);
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | undefined;
  for (let i = start + 1; i < end; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      current = undefined;
      continue;
    }
    if (!current) {
      current = { lines: [], line: i + 1, endLine: i + 1 };
      paragraphs.push(current);
    }
    current.lines.push(line.trimEnd());
    current.endLine = i + 1;
  }
  return paragraphs;
}

function isHeadword(p: Paragraph): boolean {
  const line = p.lines[0]?.trim() ?? '';
  if (p.lines.length !== 1 || line.length > MAX_HEADWORD_LENGTH) return false;
  if (isRefLine(line) || line.includes('*') || /^(?:-|\d+\.)\s/u.test(line)) return false;
  return !/[.:;!?]$/u.test(line) || /^\p{Lu}\p{Ll}+\.$/u.test(line);
}

/** Splits the paragraphs from the first headword on into one group per entry. */
function entryGroups(paragraphs: Paragraph[]): Paragraph[][] {
  const groups: Paragraph[][] = [];
  for (const p of paragraphs) {
    if (isHeadword(p) || groups.length === 0) groups.push([p]);
    else groups[groups.length - 1]?.push(p);
  }
  return groups;
}

function buildEntry(group: Paragraph[], span: (a: Paragraph, b: Paragraph) => SourceSpan): GlossaryEntry {
  const [head, ...body] = group as [Paragraph, ...Paragraph[]];
  const printed = (head.lines[0] ?? '').trim();
  const symbol = parseSymbolHeadword(printed);
  const term = symbol ? `${symbol.symbol} ${symbol.name}` : printed.replace(/\.$/u, '');
  const definitions = body.filter((p) => !isRefLine(p.lines[0] ?? ''));
  const refLines = body.filter((p) => isRefLine(p.lines[0] ?? ''));
  return {
    term,
    aliases: symbol ? [symbol.symbol] : headwordAliases(term),
    lang: 'de',
    text: definitions.map((p) => definitionText(p, symbol?.symbol)).join('\n\n'),
    redirect: definitions.length === 0 && refLines.length > 0,
    refs: refLines.flatMap((p) => p.lines.flatMap((l) => parseRefLine(l.trim()))),
    source: span(head, group[group.length - 1] ?? head),
  };
}

/** "Antworten, Als Antwort" → both parts; "Fliegend (Flugfähigkeit)" → "Fliegend", "Flugfähigkeit". */
export function headwordAliases(term: string): string[] {
  const bracket = /^(.+?)\s*\((.+)\)$/u.exec(term);
  if (bracket?.[1] && bracket[2]) {
    return /^\p{Lu}/u.test(bracket[2]) ? [bracket[1], bracket[2]] : [bracket[1]];
  }
  const parts = term.split(/[,;]\s*/u);
  // "1, 2, 3, und so weiter" is one name, not four: only split where every part is a word.
  if (parts.length > 1 && parts.every((p) => /^\p{Lu}/u.test(p))) return parts;
  return [];
}

/** A definition paragraph as plain text: symbols repaired, emphasis removed, list items one a line. */
function definitionText(p: Paragraph, ownSymbol?: string): string {
  return p.lines.map((line) => stripEmphasis(repairSymbols(line.trim(), ownSymbol))).join('\n');
}

export function stripEmphasis(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/gu, '$1').replace(/\*(.+?)\*/gu, '$1');
}

function resolveAll(entries: GlossaryEntry[]): void {
  const targets = entries.map((e) => ({ term: e.term, aliases: e.aliases, symbol: e.term.startsWith('{') }));
  for (const entry of entries) {
    for (const ref of entry.refs) ref.target = resolveRef(ref.text, targets)?.entry.term ?? '';
  }
}
