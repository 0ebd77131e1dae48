// Renderers write each line whole; the output layer (cli/output.ts) wraps the lines to a
// terminal's width and strips these marks everywhere else. Two marks tell it how:
// - HANG where a line's continuation lines align: `807.4e ⟨HANG⟩The text…` wraps the text
//   in a column beside the number. A line without it continues under its indent and
//   bullet (`  · `, `  = `), else two columns further in.
// - NO_WRAP at the start of a line that must stay one line, such as a source excerpt with
//   a caret under it; on a terminal it is cut at the width.
// - WHOLE at the start of a line that must reach the terminal as it is, neither wrapped nor
//   cut, such as a path: broken inside a name, it could not be copied.
// Both are control characters, which escapeControls (terminal-text.ts) makes visible in
// outside text, so only a renderer can write them.

export const HANG = '\u001f';
export const NO_WRAP = '\u001e';
export const WHOLE = '\u001d';

// eslint-disable-next-line no-control-regex -- the marks are control characters
const MARKS = /[\u001d\u001e\u001f]/g;

/** The text without layout marks: for pipes, files and JSON. */
export function stripLayoutMarks(text: string): string {
  return text.includes(HANG) || text.includes(NO_WRAP) || text.includes(WHOLE) ? text.replace(MARKS, '') : text;
}

// eslint-disable-next-line no-control-regex -- colour codes start with ESC
const COLOUR = /\u001b\[[0-9;]*m/g;

/**
 * Whether every line surely fits `columns` as it is, measured without string-width: a line
 * of plain ASCII by its length, any other line as if each character took two columns.
 * Short output then never loads the wrapping code.
 */
export function surelyFits(text: string, columns: number): boolean {
  return text.split('\n').every((line) => {
    const visible = stripLayoutMarks(line).replace(COLOUR, '');

    return (/^[\u0020-\u007e]*$/.test(visible) ? visible.length : 2 * visible.length) <= columns;
  });
}
