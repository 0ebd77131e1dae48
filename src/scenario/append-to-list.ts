// A question or an object appended to a scenario file by splicing its text into the file's
// own bytes: every byte of the file stays where it was, comments, key order, line endings
// (LF or CRLF) included, and the new item is written in the list's own style: a line of a
// block list, its item a block or a flow mapping as the last item is; or one more item of
// a flow list, on its own line where the last item has one.
import { Document, isMap, isSeq, parseDocument, type Node, type Range, type YAMLMap, type YAMLSeq } from 'yaml';

/** The file's text with one more question at the end of `questions`. */
export function appendQuestion(text: string, question: Record<string, unknown>): string {
  return appendToList(text, 'questions', question);
}

/** The file's text with one more object at the end of `objects`, which is begun just before `questions` if missing. */
export function appendObject(text: string, object: Record<string, unknown>): string {
  return appendToList(text, 'objects', object);
}

/** The file's text with one more event at the end of `events`, which is begun just before `questions` if missing. */
export function appendEvent(text: string, event: Record<string, unknown>): string {
  return appendToList(text, 'events', event);
}

function appendToList(text: string, key: 'questions' | 'objects' | 'events', item: Record<string, unknown>): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`cannot edit a file with YAML errors: ${doc.errors[0]!.message}`);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const list = doc.get(key, true) as Node | undefined;
  if (isSeq(list) && list.range && list.flow) return intoFlowList(text, list as Seq, item, eol);
  if (isSeq(list) && list.range && list.items.length > 0) return intoBlockList(text, list as Seq, item, eol);
  if (list === undefined || list === null) return newList(text, doc, key, item, eol);
  throw new Error(`cannot add to "${key}": it is not a list`);
}

/** A file without the list: `key:` and its item, before the `questions` key for objects, else at the end. */
function newList(
  text: string,
  doc: ReturnType<typeof parseDocument>,
  key: string,
  item: Record<string, unknown>,
  eol: string,
): string {
  const lines = `${key}:${eol}  - ${flowText(item)}${eol}`;
  const questions = isMap(doc.contents)
    ? doc.contents.items.find((pair) => (pair.key as { value?: unknown } | null)?.value === 'questions')
    : undefined;
  const keyStart = (questions?.key as Node | undefined)?.range?.[0];
  if (key !== 'questions' && keyStart !== undefined) {
    const lineStart = text.lastIndexOf('\n', keyStart - 1) + 1;
    if (text.slice(lineStart, keyStart).trim() === '') return text.slice(0, lineStart) + lines + text.slice(lineStart);
  }
  const separator = text === '' || text.endsWith('\n') ? '' : eol;
  return `${text}${separator}${lines}`;
}

type Seq = YAMLSeq & { range: Range };

/** After the last item's line: `  - {ask: wins, player: Alex}`, or a block mapping under `- `. */
function intoBlockList(text: string, questions: Seq, question: Record<string, unknown>, eol: string): string {
  const last = questions.items.at(-1) as Node;
  const start = questions.range[0];
  const column = start - (text.lastIndexOf('\n', start - 1) + 1);
  const valueEnd = last.range![1];
  const lineEnd = text.indexOf('\n', Math.max(start, valueEnd - 1));
  const at = lineEnd === -1 ? text.length : lineEnd + 1;
  const block = isMap(last) && !last.flow;
  const item = block ? blockText(question, column + 2) : flowText(question);
  const lines = `${' '.repeat(column)}- ${item.split('\n').join(eol)}${eol}`;
  return at === text.length && !text.endsWith('\n')
    ? `${text}${eol}${lines}`
    : text.slice(0, at) + lines + text.slice(at);
}

/**
 * One more item of a flow list: `, {…}` on the last item's line, or a line of its own
 * under the last item where that has one (after a comment on its line, if any).
 */
function intoFlowList(text: string, questions: Seq, question: Record<string, unknown>, eol: string): string {
  const close = text.lastIndexOf(']', questions.range[1] - 1);
  const item = flowText(question);
  const last = questions.items.at(-1) as Node | undefined;
  if (!last?.range) return `${text.slice(0, close)}${item}${text.slice(close)}`;
  const end = last.range[1];
  const comma = text.slice(end, close).indexOf(',');
  const lineStart = text.lastIndexOf('\n', last.range[0] - 1) + 1;
  const indent = text.slice(lineStart, last.range[0]);
  if (indent.trim() !== '') {
    const at = comma === -1 ? end : end + comma + 1;
    return `${text.slice(0, at)}${comma === -1 ? ',' : ''} ${item}${text.slice(at)}`;
  }
  const nextLine = text.indexOf('\n', comma === -1 ? end : end + comma) + 1;
  const line = `${indent}${item}${comma === -1 ? '' : ','}${eol}`;
  if (comma !== -1) return text.slice(0, nextLine) + line + text.slice(nextLine);
  // The last item has no comma after it: one goes right after it, before any comment.
  const rest = text.slice(end, nextLine).trim();
  if (rest === '') return `${text.slice(0, end)},${eol}${indent}${item}${text.slice(end)}`;
  return `${text.slice(0, end)},${text.slice(end, nextLine)}${line}${text.slice(nextLine)}`;
}

/** A mapping on one line: {ask: wins, player: Alex}. */
function flowText(value: Record<string, unknown>): string {
  const doc = new Document(value);
  (doc.contents as { flow?: boolean }).flow = true;
  // One line however long: a wrapped flow mapping would not sit in a block list.
  return doc.toString({ flowCollectionPadding: false, lineWidth: 0 }).trimEnd();
}

/** A block mapping whose lines after the first are indented to `column`; lists in it on one line. */
function blockText(value: Record<string, unknown>, column: number): string {
  const doc = new Document(value);
  for (const pair of (doc.contents as YAMLMap).items)
    if (isMap(pair.value) || isSeq(pair.value)) pair.value.flow = true;
  const lines = doc.toString({ flowCollectionPadding: false, lineWidth: 0 }).trimEnd().split('\n');
  return lines.map((line, i) => (i === 0 ? line : ' '.repeat(column) + line)).join('\n');
}
