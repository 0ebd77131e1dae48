// The old German rulebook lost its mana and tap symbols when it was converted to text: they
// came out as card suits (♣ ♠ ♥ ♦), other dingbats (✱ ☞), emoji (✨ 🌴 🌿 🏔️ 🌲), a LaTeX
// fragment, or nothing at all. This module puts the proper symbol back where the text itself
// makes the meaning certain, and a visible "{?}" everywhere else, so that no random suit
// survives and nothing is guessed from outside knowledge of the cards.

/** The placeholder for a symbol the text does not let us restore. */
export const UNKNOWN_SYMBOL = '{?}';

const G = '(?:[♣♠♥♦✱☞]|✨|🌴|🌿|🏔\\uFE0F?|🌲)';
const ANY_GLYPH = new RegExp(G, 'gu');
const COLOURS = '(weiß|blau|schwarz|rot|grün)';

/** The six symbol entries: their names tell which symbol their garbled headword stood for. */
const SYMBOL_ENTRY_NAMES: Record<string, string> = {
  'Weißes Mana': '{W}',
  'Blaues Mana': '{U}',
  'Schwarzes Mana': '{B}',
  'Rotes Mana': '{R}',
  'Grünes Mana': '{G}',
  Tappen: '{T}',
};

const COLOUR_SYMBOL: Record<string, string> = {
  weiß: '{W}',
  blau: '{U}',
  schwarz: '{B}',
  rot: '{R}',
  grün: '{G}',
};

/**
 * A garbled symbol headword ("♣ Tappen") as the symbol and its name ("{T}", "Tappen"),
 * or null when the headword carries no glyph.
 */
export function parseSymbolHeadword(headword: string): { symbol: string; name: string } | null {
  const match = new RegExp(`^${G}\\s+(.+)$`, 'u').exec(headword);
  if (!match?.[1]) return null;
  return { symbol: SYMBOL_ENTRY_NAMES[match[1]] ?? UNKNOWN_SYMBOL, name: match[1] };
}

const fixed = (symbol: string) => (): string => symbol;
const byColour = (_match: string, colour: string): string => COLOUR_SYMBOL[colour] ?? UNKNOWN_SYMBOL;
const BASIC_LAND_EMOJI: Record<string, string> = { '✨': '{W}', '🌴': '{U}', '🌿': '{B}', '🌲': '{G}' };

/**
 * Places where the surrounding words fix the symbol, each with what in the text decides it.
 * Colour words are captured inside the lookahead, so the replacer receives them.
 */
const RESTORATIONS: { pattern: RegExp; replace: (match: string, ...groups: string[]) => string }[] = [
  // Mana: "✱ (weiß), ♠ (blau), …": the colour is named in brackets after the symbol.
  { pattern: new RegExp(`${G}(?= \\(${COLOURS}\\))`, 'gu'), replace: byColour },
  // Manakosten: "♠ „ein rotes Mana“": the text glosses the symbol.
  { pattern: new RegExp(`${G}(?= „ein ${COLOURS}es Mana“)`, 'gu'), replace: byColour },
  // Manakosten: "♠ „zwei Mana von beliebigem Typ“".
  { pattern: new RegExp(`${G}(?= „zwei Mana von beliebigem Typ“)`, 'gu'), replace: fixed('{2}') },
  // Manakosten: "Hat eine Karte beispielsweise ♠ in ihren Manakosten, ist die Karte rot."
  { pattern: new RegExp(`${G}(?= in ihren Manakosten, ist die Karte ${COLOURS})`, 'gu'), replace: byColour },
  // Standardland pairs each emoji with its basic land ("Ebenen erzeugen ✨", …); the emoji
  // are used for nothing else. 🏔️ (mountain) is the one left: red.
  { pattern: /✨|🌴|🌿|🏔\uFE0F?|🌲/gu, replace: (m) => BASIC_LAND_EMOJI[m] ?? '{R}' },
  // Tappen defines it: "(☞ bedeutet: „Tappe diese bleibende Karte.“)".
  { pattern: /☞/gu, replace: fixed('{T}') },
  // Aktivierungskosten: "Wenn Aktivierungskosten ♣ enthalten, … nur bezahlen, wenn … ungetappt".
  { pattern: new RegExp(`(?<=Aktivierungskosten (?:kein )?)${G}(?= enthalten)`, 'gu'), replace: fixed('{T}') },
  // Farbloses Mana and "1, 2, 3": "um **1** (ein farbloses Mana)".
  { pattern: /(?:\*\*)?\b1\b(?:\*\*)?(?= \(ein farbloses Mana\))/gu, replace: fixed('{1}') },
  // Eile and Kosten bezahlen: the symbol vanished, leaving a double space ("mit  bereits",
  // "die ein  enthalten"); what they state (costs a creature cannot pay the turn it came under
  // your control) is about {T}.
  { pattern: /(?<=Aktivierungskosten mit) +(?=bereits in dem Zug)/gu, replace: fixed(' {T} ') },
  { pattern: /(?<=einer Kreatur, die ein) +(?=enthalten)/gu, replace: fixed(' {T} ') },
  // Kosten bezahlen: tapping the Meuchler with Twiddel "does not pay the cost", so the lost
  // cost before the colon is tapping.
  { pattern: /(?<=Meistermeuchlers lautet: „)(?=: Zerstöre)/gu, replace: fixed('{T}') },
  // X: Heiße Glut's cost came out as "$\times 2$"; the entry says the cost holds an X.
  { pattern: /\$\\times 2\$/gu, replace: fixed(`{X}${UNKNOWN_SYMBOL}`) },
  // Farbe: "Wenn eine Karte zum Beispiel **1**  kostet, ist sie blau.": the bold digit is {1}
  // as in Farbloses Mana, the double space a lost symbol, and the card is blue because of it.
  { pattern: /\*\*1\*\* {2}(?=kostet, ist sie blau)/gu, replace: fixed('{1}{U} ') },
];

/**
 * Repairs the symbols in one paragraph. Inside a symbol entry every glyph is that entry's own
 * symbol (each of the six definitions speaks only of itself: "Das Tappen einer Ebene erzeugt
 * ♣."); elsewhere the restorations above apply, and any glyph left over becomes "{?}". A
 * run of spaces inside a line is where a symbol vanished without a trace ("Manakosten von 3
 *    hat … von 5"): it becomes "{?}" too, so the gap stays visible.
 */
export function repairSymbols(text: string, ownSymbol?: string): string {
  if (ownSymbol) return text.replace(ANY_GLYPH, ownSymbol);
  let out = text;
  for (const r of RESTORATIONS) out = out.replace(r.pattern, r.replace);
  return out.replace(ANY_GLYPH, UNKNOWN_SYMBOL).replace(/(?<=\S) {2,}(?=\S)/gu, ` ${UNKNOWN_SYMBOL} `);
}
