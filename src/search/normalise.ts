// Text folding for matching what a judge types against the rules: any case, umlauts typed
// as "ue"/"oe"/"ae" or left out, "ss" for "ß", missing Italian accents. The same folding
// is applied to the index and to the query, so both sides meet in the middle.

/** Folds one text: lower case, no diacritics, ß → ss, and ae/oe/ue → a/o/u. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([aou])e/g, '$1')
    .replace(/[’‘`´]/g, "'");
}

/** The folded words of a text, split at anything that is not a letter or a digit. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
