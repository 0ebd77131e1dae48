// Text → plain data with source positions. Everything that can go wrong before the
// scenario's own keys are looked at is caught here and returned as a diagnostic: binary
// or non-UTF-8 input, YAML syntax, duplicate keys, alias bombs, an empty file, a top
// level that is not a mapping.
import { isAlias, isMap, LineCounter, parseDocument, visit, type Alias, type Document, type Node } from 'yaml';
import type { Diagnostic, Position } from '../core/diagnostic.js';
import { createSourceMap, fixedSourceMap, type SourceMap } from './source-map.js';
import { didYouMean } from '../core/did-you-mean.js';
import { kindOf } from './describe.js';
import { sourceLines } from './source-lines.js';
import { yamlDiagnostics } from './yaml-errors.js';

/**
 * How many times aliases may be expanded in one file. A scenario reuses an anchor a few
 * times at most; "billion laughs" files need thousands.
 */
export const MAX_ALIAS_COUNT = 100;

export interface YamlSource {
  /** The file's data when it is a readable YAML mapping. */
  data?: Record<string, unknown>;
  sourceMap: SourceMap;
  diagnostics: Diagnostic[];
}

export function parseYamlSource(text: string, file: string): YamlSource {
  const binary = findBinary(text, file);
  if (binary) return { sourceMap: fixedSourceMap(binary.start), diagnostics: [binary] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  const sourceMap = createSourceMap(doc, lineCounter);
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const diagnostics = yamlDiagnostics(doc, sourceLines(text), file);
  // Duplicate keys leave the document's shape intact, so its other problems are still worth finding.
  if (diagnostics.some((d) => d.severity === 'error' && d.code !== 'yaml/duplicate-key'))
    return { sourceMap, diagnostics };
  const fail = (d: Diagnostic): YamlSource => ({ sourceMap, diagnostics: [...diagnostics, d] });
  if (doc.contents === null) return fail(emptyFile(text, file));
  const aliases = collectAliases(doc);
  const unresolved = aliases.find((alias) => !alias.resolve(doc));
  if (unresolved) {
    const name = unresolved.source;
    const hint = didYouMean(name, anchorsOf(doc));
    return fail({
      ...aliasDiagnostic(
        unresolved,
        'yaml/unknown-alias',
        `The alias "*${name}" has no anchor "&${name}" before it.`,
        file,
        at,
      ),
      notes: [hint ?? `write "&${name}" before the value the alias stands for, earlier in the file`],
    });
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError) || !/alias count/i.test(error.message)) throw error;
    const message = `The file expands YAML aliases more than ${MAX_ALIAS_COUNT} times, which looks like an alias bomb ("billion laughs").`;
    return fail({
      ...aliasDiagnostic(aliases[0]!, 'scenario/alias-bomb', message, file, at),
      notes: ['write the values out instead of nesting aliases'],
    });
  }
  if (!isMap(doc.contents)) return fail(notAMapping(doc.contents as Node, data, file, at));
  return { data: data as Record<string, unknown>, sourceMap, diagnostics };
}

/**
 * NUL bytes: not a text file (UTF-16 without a byte order mark, too). Replacement
 * characters, which decoding bytes that are not UTF-8 leaves: text in another encoding.
 */
function findBinary(text: string, file: string): Diagnostic | undefined {
  const nul = text.indexOf('\u0000');
  if (nul >= 0)
    return {
      code: 'scenario/binary',
      severity: 'error',
      message: 'This is a binary file, not YAML text: it contains NUL bytes.',
      file,
      start: offsetToPosition(text, nul),
      notes: ['a scenario file is YAML text, saved as UTF-8 (or as UTF-16 with a byte order mark)'],
    };
  const bad = text.indexOf('\ufffd');
  if (bad < 0) return undefined;
  return {
    code: 'scenario/encoding',
    severity: 'error',
    message: 'The file is not saved as UTF-8: the character shown as \ufffd is in another encoding.',
    file,
    ...oneCharacter(offsetToPosition(text, bad)),
    notes: [`save the file as UTF-8, e.g. iconv -f latin1 -t utf-8 ${shellWord(file)} > ${shellWord(`${file}.utf8`)}`],
  };
}

/** A file name as a shell word: quoted when it holds anything but the usual characters. */
function shellWord(name: string): string {
  return /^[\w./+-]+$/.test(name) ? name : `'${name.replace(/'/g, "'\\''")}'`;
}

function oneCharacter(start: Position): { start: Position; end: Position } {
  return { start, end: { line: start.line, column: start.column + 1 } };
}

function offsetToPosition(text: string, offset: number): Position {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

function anchorsOf(doc: Document): string[] {
  const anchors: string[] = [];
  visit(doc, {
    Node(_, node) {
      if (node.anchor) anchors.push(node.anchor);
    },
  });
  return anchors;
}

function collectAliases(doc: Document): Alias[] {
  const aliases: Alias[] = [];
  visit(doc, {
    Alias(_, node) {
      if (isAlias(node)) aliases.push(node);
    },
  });
  return aliases;
}

function aliasDiagnostic(
  alias: Alias,
  code: string,
  message: string,
  file: string,
  at: (offset: number) => Position,
): Diagnostic {
  const range = alias.range;
  return { code, severity: 'error', message, file, ...(range && { start: at(range[0]), end: at(range[1]) }) };
}

function emptyFile(text: string, file: string): Diagnostic {
  const message = text.trim() === '' ? 'The file is empty.' : 'The file holds only comments.';
  return {
    code: 'scenario/empty',
    severity: 'error',
    message,
    file,
    start: { line: 1, column: 1 },
    notes: ['a scenario needs at least "seats" and "questions"'],
  };
}

function notAMapping(node: Node, data: unknown, file: string, at: (offset: number) => Position): Diagnostic {
  const range = node.range;
  const hint = Array.isArray(data)
    ? 'remove the "- " before each top-level key, so that each starts at the beginning of its line'
    : 'begin each line of the top level with a key, such as "seats: [Alex, Bianca]"';
  return {
    code: 'scenario/not-a-mapping',
    severity: 'error',
    message: `The top level of a scenario must be a mapping of keys such as "seats" and "questions", not ${kindOf(data)}.`,
    file,
    ...(range && { start: at(range[0]), end: at(range[1]) }),
    notes: [hint],
  };
}
