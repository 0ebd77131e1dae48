// Text from a file inside XML (the JUnit report, the table's SVG picture). Names, ids and
// messages come from the file. Their control characters are shown as escapes (\x1b), as on
// a terminal and in the other reporters; XML 1.0 cannot hold most of them at all, even as
// character references. What else it cannot hold (a lone surrogate, U+FFFE, U+FFFF) becomes
// U+FFFD. Escaped so, no name can end an element, open one, or leave an attribute.
import { escapeControls } from './terminal-text.js';

function legal(value: string): string {
  return escapeControls(value).replace(
    /[\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

/** Character data: `&`, `<` and `>` as references (`>` too, so that "]]>" cannot appear). */
export function xmlText(value: string): string {
  return legal(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Attribute values also escape quotes, and line breaks, which parsers would turn into spaces. */
export function xmlAttr(value: string): string {
  return xmlText(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
