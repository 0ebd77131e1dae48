// Writing scenario files: a new table from what a judge typed, and a question or an object
// appended to an existing file. The file is edited as a YAML document, not re-serialised from data,
// so the user's comments, key order and layout survive.
import { Document, isMap, isScalar, isSeq, parseDocument } from 'yaml';

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
  return appendItem(text, 'questions', question);
}

/** The file's text with one more object at the end of `objects`, which is made before `questions` if missing. */
export function appendObject(text: string, object: Record<string, unknown>): string {
  return appendItem(text, 'objects', object);
}

function appendItem(text: string, key: string, item: Record<string, unknown>): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`cannot edit a file with YAML errors: ${doc.errors[0]!.message}`);
  const list = doc.get(key, true);
  if (isSeq(list) && !list.flow && list.items.length > 0 && list.range) {
    const [start, valueEnd] = list.range;
    const column = start - (text.lastIndexOf('\n', start - 1) + 1);
    const lineEnd = text.indexOf('\n', Math.max(start, valueEnd - 1));
    const at = lineEnd === -1 ? text.length : lineEnd + 1;
    const line = `${' '.repeat(column)}- ${flowText(item)}\n`;
    return at === text.length && !text.endsWith('\n') ? `${text}\n${line}` : text.slice(0, at) + line + text.slice(at);
  }
  const node = doc.createNode(item);
  node.flow = true;
  if (isSeq(list)) {
    list.flow = false;
    list.items.push(node);
  } else {
    setBeforeQuestions(doc, key, doc.createNode([node]));
  }
  return doc.toString();
}

/** Sets a new top-level key just before `questions`, where a reader expects the table's parts. */
function setBeforeQuestions(doc: Document, key: string, value: unknown): void {
  doc.set(key, value);
  if (!isMap(doc.contents)) return;
  const items = doc.contents.items;
  const keyOf = (pair: (typeof items)[number]) => (isScalar(pair.key) ? pair.key.value : pair.key);
  const added = items.findIndex((pair) => keyOf(pair) === key);
  const questions = items.findIndex((pair) => keyOf(pair) === 'questions');
  if (added > questions && questions >= 0) items.splice(questions, 0, ...items.splice(added, 1));
}

/** A mapping on one line: { ask: wins, player: Alex }. */
function flowText(value: Record<string, unknown>): string {
  const doc = new Document(value);
  (doc.contents as { flow?: boolean }).flow = true;
  // One line however long: a wrapped flow mapping would not sit in the block list.
  return doc.toString({ lineWidth: 0 }).trimEnd();
}
