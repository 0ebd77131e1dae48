// Two copies of one rule text differ in typography: curly or straight quotes, "—" or
// "--", line breaks, and the 2011 official file's markup (_Magic_, <http://…>). This
// reduces a text to its words so that copies can be compared word for word.

/** Normalises each paragraph; paragraphs stay separated by a blank line. */
export function normaliseForComparison(text: string): string {
  return text
    .split(/\n[^\S\n]*\n/u)
    .map(normaliseParagraph)
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

function normaliseParagraph(paragraph: string): string {
  return paragraph
    .replace(/<((?:https?:\/\/|www\.)[^>\s]+)>/gu, '$1')
    .replace(/(^|[^\p{L}\p{N}_])_([^_\n]+)_(?=$|[^\p{L}\p{N}_])/gu, '$1$2')
    .replace(/[‘’‚‛′`]/gu, "'")
    .replace(/[“”„‟″«»]/gu, '"')
    .replace(/\s*(?:--|[‒–—―−])\s*/gu, ' - ')
    .replace(/\s+/gu, ' ')
    .trim();
}
