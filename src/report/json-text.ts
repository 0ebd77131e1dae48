// JSON documents as text. JSON.stringify escapes the C0 controls (ESC as \u001b) and lone
// surrogates, but writes DEL and the C1 controls (U+0080–U+009F) as they are, and U+009B is
// a terminal's CSI as much as ESC [ is. Outside a string JSON has no such character, so
// writing each as \u00XX changes no value: JSON.parse reads the same document.

const LEFT_RAW = /[\u007f-\u009f]/g;

/** The document indented by two, every control character escaped, with a final newline. */
export function renderJsonDocument(document: unknown): string {
  const text = JSON.stringify(document, null, 2);
  return text.replace(LEFT_RAW, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) + '\n';
}
