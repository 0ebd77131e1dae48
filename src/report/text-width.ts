// How wide a line of text is drawn, estimated without the font, for the SVG picture: names
// are cut to fit their room and the picture grows to hold what it draws. The estimate errs
// wide, so that text drawn in any common sans-serif font stays inside its room.
//
// Printable ASCII is measured from a small table. Anything else is measured by grapheme
// with string-width (a CJK character or an emoji takes two columns, a combining mark none);
// string-width is loaded only then, as it sets up Unicode segmentation when it loads.

export interface TextMeasure {
  /** The width of `text` in ems. */
  width(text: string): number;
  /**
   * How far `text` may reach above its baseline, in ems: a line's height, and more for marks
   * stacked on one letter (a renderer without the script's font stacks them about an em
   * apiece above the letter's box).
   */
  rise(text: string): number;
  /** `text` cut after whole graphemes, with an ellipsis, to at most `ems` wide. */
  shorten(text: string, ems: number): string;
}

const ELLIPSIS = '…';
const ELLIPSIS_EMS = 0.9;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// Ems of printable ASCII in a wide sans-serif, rounded up.
const NARROW = new Set(" !'(),./:;I[]`ijl|");
const SEMI_NARROW = new Set('-frt"{}');
const WIDE = new Set('MWmw@%');
const UPPER_OR_DIGIT = /[A-Z0-9#$&?]/;

function asciiEms(char: string): number {
  if (NARROW.has(char)) return 0.32;
  if (SEMI_NARROW.has(char)) return 0.42;
  if (WIDE.has(char)) return 0.98;
  return UPPER_OR_DIGIT.test(char) ? 0.74 : 0.62;
}

function sum(parts: Iterable<string>, ems: (part: string) => number): number {
  let total = 0;
  for (const part of parts) total += ems(part);
  return total;
}

/** Cuts `parts` (the graphemes of a text) so that they and the ellipsis fit in `ems`. */
function cut(text: string, parts: readonly string[], ems: number, measure: (part: string) => number): string {
  if (sum(parts, measure) <= ems) return text;
  let used = ELLIPSIS_EMS;
  let kept = '';
  for (const part of parts) {
    used += measure(part);
    if (used > ems) break;
    kept += part;
  }
  return kept.trimEnd() + ELLIPSIS;
}

/** Above the baseline: a line's ascent, and this much for each mark stacked on one letter. */
const ASCENT_EMS = 1;
const STACKED_MARK_EMS = 1.2;

const ASCII_MEASURE: TextMeasure = {
  width: (text) => sum(text, asciiEms),
  rise: () => ASCENT_EMS,
  shorten: (text, ems) => cut(text, [...text], ems, asciiEms),
};

function unicodeMeasure(stringWidth: (text: string) => number): TextMeasure {
  const segmenter = new Intl.Segmenter();
  const graphemes = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);
  const ems = (grapheme: string): number => {
    if (grapheme.length === 1 && PRINTABLE_ASCII.test(grapheme)) return asciiEms(grapheme);
    const columns = stringWidth(grapheme);
    // A wide character is about an em; an emoji, often a little more.
    return columns === 0 ? 0 : columns === 1 ? 0.74 : 1.25;
  };
  const marks = (grapheme: string) => grapheme.match(/\p{Mn}/gu)?.length ?? 0;
  return {
    width: (text) => sum(graphemes(text), ems),
    rise: (text) => ASCENT_EMS + STACKED_MARK_EMS * Math.max(0, ...graphemes(text).map(marks)),
    shorten: (text, width) => cut(text, graphemes(text), width, ems),
  };
}

/** A measure for these texts: the ASCII table alone where they are all printable ASCII. */
export async function textMeasureFor(texts: Iterable<string>): Promise<TextMeasure> {
  for (const text of texts)
    if (!PRINTABLE_ASCII.test(text)) return unicodeMeasure((await import('string-width')).default);
  return ASCII_MEASURE;
}
