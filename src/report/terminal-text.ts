// Text from outside the tool (a player's name, a line of a file, an imported edition's
// words) may hold control characters. Printed raw, an escape sequence can clear the screen
// or retitle the terminal, so every renderer passes such text through escapeControls before
// it reaches a terminal. JSON output escapes them as \u00XX (json-text.ts).

// C0 controls other than tab and newline, DEL, and the C1 controls (0x80–0x9f).
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** The text with each control character shown as a visible escape, e.g. ESC as "\x1b". */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
