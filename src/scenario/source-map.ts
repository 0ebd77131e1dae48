// Where a value sits in the file: a DocPath such as ["questions", 2, "player"] is walked
// through the YAML nodes to a line and column. The judge reports problems by path, and
// the loader's own checks do too, so every message points at the exact key or value.
import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair } from 'yaml';
import type { Position } from '../core/diagnostic.js';
import type { DocPath } from '../core/scenario.js';

export interface Span {
  start: Position;
  end: Position;
}

export interface SourceMap {
  /** Start of the value at `path`, or of the nearest enclosing value that exists. */
  locate: (path: DocPath) => Position | undefined;
  /** The value at `path` (or the nearest enclosing one). */
  span: (path: DocPath) => Span | undefined;
  /** The key of the last segment of `path`: for unknown or misspelt keys. Falls back to `span`. */
  keySpan: (path: DocPath) => Span | undefined;
}

/** A source map for text that has no document (binary, empty): everything is at `fallback`. */
export function fixedSourceMap(fallback?: Position): SourceMap {
  const span = fallback ? { start: fallback, end: fallback } : undefined;
  return { locate: () => fallback, span: () => span, keySpan: () => span };
}

export function createSourceMap(doc: Document, lineCounter: LineCounter): SourceMap {
  const toPosition = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const toSpan = (node: Node | null | undefined): Span | undefined => {
    const range = node?.range;
    if (!range) return undefined;
    return { start: toPosition(range[0]), end: toPosition(range[1]) };
  };
  const span = (path: DocPath) => toSpan(walk(doc, path).node);
  return {
    locate: (path) => span(path)?.start,
    span,
    keySpan: (path) => {
      const found = walk(doc, path);
      return found.complete && found.pair ? toSpan(found.pair.key as Node) : span(path);
    },
  };
}

interface Found {
  node: Node | undefined;
  /** The pair whose value `node` is, when the last step went through a mapping. */
  pair?: Pair;
  /** Whether every segment of the path was found. */
  complete: boolean;
}

function walk(doc: Document, path: DocPath): Found {
  let node = doc.contents;
  let found: Found = { node: node ?? undefined, complete: path.length === 0 };
  for (const [i, segment] of path.entries()) {
    if (isAlias(node)) node = node.resolve(doc) ?? null;
    const step = stepInto(node, segment);
    if (!step) return found;
    node = step.node;
    found = { node: step.node, pair: step.pair, complete: i === path.length - 1 };
  }
  return found;
}

function stepInto(node: Node | null, segment: string | number): { node: Node; pair?: Pair } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
    if (!pair) return undefined;
    const value = pair.value as Node | null;
    // `key:` with nothing after it has an empty value node; point at the key instead.
    const empty = !value || !value.range || value.range[0] === value.range[1];
    return { node: empty ? (pair.key as Node) : value, pair };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment] as Node | undefined;
    return item ? { node: item } : undefined;
  }
  return undefined;
}
