// Writing scenario files: a new table from what a judge typed, and a question appended to
// an existing file. The file is edited as a YAML document, not re-serialised from data,
// so the user's comments, key order and layout survive.
import { Document, isSeq, parseDocument } from 'yaml';

export interface NewTable {
  name: string;
  edition: '2011' | '2024';
  variant?: string;
  options?: Record<string, unknown>;
  /** Bare names, or mappings with a team. */
  seats: (string | { name: string; team: string })[];
  active?: string[];
}

/** The text of a new scenario file for a table described interactively, without questions yet. */
export function newScenarioText(table: NewTable): string {
  const doc = new Document({
    format: 1,
    name: table.name,
    edition: Number(table.edition),
    ...(table.variant && { variant: table.variant }),
    ...(table.options && Object.keys(table.options).length > 0 && { options: table.options }),
    seats: table.seats,
    ...(table.active && table.active.length > 0 && { turn: { active: table.active } }),
    questions: [],
  });
  doc.commentBefore =
    ' Written by mtg-judge ask. Seats are in turn order: each player sits to the left of the one before.';
  const seats = doc.get('seats', true);
  if (isSeq(seats) && table.seats.every((seat) => typeof seat === 'string')) seats.flow = true;
  return doc.toString();
}

/**
 * The file's text with one more question at the end of `questions`. Where the list is a
 * block list, the new item is inserted as a line of text after its last item, and not one
 * other byte changes; otherwise the document is edited as YAML, which keeps comments.
 */
export function appendQuestion(text: string, question: Record<string, unknown>): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`cannot edit a file with YAML errors: ${doc.errors[0]!.message}`);
  const questions = doc.get('questions', true);
  if (isSeq(questions) && !questions.flow && questions.items.length > 0 && questions.range) {
    const [start, valueEnd] = questions.range;
    const column = start - (text.lastIndexOf('\n', start - 1) + 1);
    const lineEnd = text.indexOf('\n', Math.max(start, valueEnd - 1));
    const at = lineEnd === -1 ? text.length : lineEnd + 1;
    const line = `${' '.repeat(column)}- ${flowText(question)}\n`;
    return at === text.length && !text.endsWith('\n') ? `${text}\n${line}` : text.slice(0, at) + line + text.slice(at);
  }
  const node = doc.createNode(question);
  node.flow = true;
  if (isSeq(questions)) {
    questions.flow = false;
    questions.items.push(node);
  } else {
    doc.set('questions', doc.createNode([question]));
  }
  return doc.toString();
}

/** A mapping on one line: { ask: wins, player: Alex }. */
function flowText(value: Record<string, unknown>): string {
  const doc = new Document(value);
  (doc.contents as { flow?: boolean }).flow = true;
  return doc.toString().trimEnd();
}
