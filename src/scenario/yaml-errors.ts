// The yaml package's errors and warnings as diagnostics: each at the fault rather than
// where the parser gave up, in plain words, and with a "= …" line that says what to write.
// The codes are the package's ErrorCode list (its docs/08_errors.md). One fault often
// makes the parser report several errors on one line; only the first is kept.
import { isPair, isScalar, visit, type Document, type Scalar, type YAMLError } from 'yaml';
import type { Diagnostic } from '../core/diagnostic.js';
import { showValue } from './describe.js';
import type { SourceLines } from './source-lines.js';
import { tokenFault } from './yaml-token-faults.js';
import { badIndent, misreadKey, unclosedBrackets, unclosedQuote, type Fault } from './yaml-structure-faults.js';

export function yamlDiagnostics(doc: Document, source: SourceLines, file: string): Diagnostic[] {
  const seen = new Set<number>();
  const errors = doc.errors.flatMap((error): Diagnostic[] => {
    // Running out of stack is reported once, however many nodes it cut short.
    const line = error.code === 'RESOURCE_EXHAUSTION' ? -1 : source.lineOf(error.pos[0]);
    // After a fault the parser cannot recover from, it finds every later token unexpected.
    const lost = seen.size > 0 && /^Unexpected .* in YAML (stream|document)/.test(error.message);
    if (seen.has(line) || lost) return [];
    seen.add(line);
    return [toDiagnostic(errorFault(error, source, doc), file, source)];
  });
  const warnings = doc.warnings.map((warning) => ({
    ...toDiagnostic(plainFault(warning, source), file, source),
    code: 'yaml/warning',
    severity: 'warning' as const,
  }));
  return [...errors, ...warnings].sort((a, b) => a.start!.line - b.start!.line || a.start!.column - b.start!.column);
}

type Coded = Fault & { code?: string };

function toDiagnostic(fault: Coded, file: string, source: SourceLines): Diagnostic {
  return {
    code: fault.code ?? 'yaml/syntax',
    severity: 'error',
    message: fault.message,
    file,
    start: source.position(fault.start),
    ...(fault.end !== undefined && { end: source.position(Math.max(fault.end, fault.start + 1)) }),
    notes: fault.notes,
  };
}

/** The package's messages for faults of structure, which its error codes do not tell apart. */
const UNCLOSED_BRACKET = /^Flow (sequence|map) .*end with a [\]}]$/;
const UNCLOSED_QUOTE = /^Missing closing ["']quote$/;
const BAD_INDENT =
  /^(Sequence item without - indicator|All (mapping|sequence) items must start at the same column|A block sequence may not be used as an implicit map key)$/;
const MISREAD_KEY =
  /^(Implicit keys need to be on a single line|Nested mappings are not allowed in compact mappings|Implicit map keys need to be followed by map values)$/;

function errorFault(error: YAMLError, source: SourceLines, doc: Document): Coded {
  const { message } = error;
  switch (error.code) {
    case 'DUPLICATE_KEY':
      return duplicateKey(error, doc);
    case 'MULTIPLE_DOCS':
      return {
        ...plainFault(error, source),
        code: 'yaml/multiple-documents',
        message: 'A scenario file holds one YAML document, but this one holds several.',
        notes: ['remove the second "---" line, or put each scenario in a file of its own'],
      };
    case 'RESOURCE_EXHAUSTION':
      return {
        ...plainFault(error, source),
        code: 'scenario/too-deep',
        message: 'The file nests lists or mappings too deeply to be read.',
        notes: ['a scenario needs only a few levels of nesting'],
      };
    default: {
      const fault = UNCLOSED_BRACKET.test(message)
        ? unclosedBrackets(error, source, doc)
        : UNCLOSED_QUOTE.test(message)
          ? unclosedQuote(error, source, doc)
          : BAD_INDENT.test(message)
            ? badIndent(error, source)
            : MISREAD_KEY.test(message)
              ? (misreadKey(error, source) ?? { ...plainFault(error, source), notes: [KEY_HINT] })
              : tokenFault(error, source);
      return fault ?? plainFault(error, source);
    }
  }
}

/** The package's own message, made a sentence, at its own position, with a hint by code. */
function plainFault(error: YAMLError, source: SourceLines): Fault {
  const first = error.message.split('\n')[0]!.trim();
  const message = /[.!?]$/.test(first) ? first : `${first}.`;
  const [start, end] = error.pos;
  return {
    start,
    end: Math.min(end, source.start(source.lineOf(start) + 1)),
    message,
    notes: [HINTS[error.code] ?? HINT],
  };
}

const KEY_HINT = 'write each key and its ": " on one line, and put a value that holds ": " in quotes';

const HINT = 'check the YAML on this line: keys end in ": ", list items begin with "- ", indentation is spaces';

const HINTS: Partial<Record<YAMLError['code'], string>> = {
  ALIAS_PROPS: 'an alias "*name" takes no anchor or tag of its own; remove them',
  BAD_ALIAS: 'an anchor is written "&name" and its alias "*name"; quote a value that begins with "&" or "*"',
  BAD_COLLECTION_TYPE: 'remove the "!" tag; a scenario needs none',
  BAD_DIRECTIVE: 'remove the line that begins with "%"; a scenario needs no directives',
  BAD_INDENT: 'indent the line as the lines it belongs with are indented',
  BAD_PROP_ORDER: 'write the "&" anchor or "!" tag after the "-", ":" or "?"',
  BLOCK_AS_IMPLICIT_KEY: 'put the value in quotes if it holds ": ", or check the indentation of this line',
  BLOCK_IN_FLOW: 'inside [ ] or { }, write lists as [a, b] and mappings as {key: value}',
  IMPOSSIBLE: 'check the YAML on this line; if it looks right, please report the file to mtg-judge',
  KEY_OVER_1024_CHARS: 'shorten the key, or look for a missing ":" earlier on the line',
  MISSING_CHAR: 'add what the message names',
  MULTILINE_IMPLICIT_KEY: 'put the key and its ":" on one line',
  MULTIPLE_ANCHORS: 'keep one "&" anchor',
  MULTIPLE_TAGS: 'remove the "!" tags; a scenario needs none',
  TAG_RESOLVE_FAILED: 'remove the "!" tag; a scenario needs none',
  UNEXPECTED_TOKEN: 'remove it, or put the value in quotes if it belongs to it',
};

function duplicateKey(error: YAMLError, doc: Document): Coded {
  const key = keyAt(doc, error.pos[0]);
  const message = key
    ? `The key ${showValue(key.value)} appears twice in the same mapping.`
    : 'This key appears twice in the same mapping.';
  const [start] = error.pos;
  return {
    code: 'yaml/duplicate-key',
    start,
    end: key?.range ? key.range[1] : start + 1,
    message,
    notes: ['each key may appear once; remove or merge the repeated one'],
  };
}

function keyAt(doc: Document, offset: number): Scalar | undefined {
  let key: Scalar | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.range?.[0] === offset) {
        key = pair.key;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return key;
}
