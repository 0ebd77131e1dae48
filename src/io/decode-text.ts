// The bytes of a rules text file to text. UTF-8, with or without a byte order mark, is read
// as it is. UTF-16 with a byte order mark, and Windows-1252 (which includes Latin-1's
// letters), are converted with iconv-lite, so that a copy saved by an old editor gives the
// same edition, apart from the characters its encoding cannot hold. Anything else is
// refused: guessing would turn a rule's words into garbage.
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import type { Diagnostic, Result } from '../core/diagnostic.js';

export type TextEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/** Bytes that Windows-1252 leaves undefined: a text holding one is in another encoding. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

export function decodeText(bytes: Buffer, file: string): Result<DecodedText> {
  const refuse = (message: string, at?: Buffer): Result<DecodedText> => ({
    diagnostics: [
      {
        code: 'import/encoding',
        severity: 'error',
        message,
        file,
        start: at ? firstBadPosition(at) : { line: 1, column: 1 },
        notes: [FIX],
      },
    ],
  });
  if (startsWith(bytes, [0xff, 0xfe, 0, 0]) || startsWith(bytes, [0, 0, 0xfe, 0xff]))
    return refuse('The file is UTF-32, which mtg-judge does not read.');
  if (startsWith(bytes, [0xff, 0xfe]))
    return { value: { text: iconv.decode(bytes, 'utf-16le'), encoding: 'UTF-16LE' }, diagnostics: [] };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { value: { text: iconv.decode(bytes, 'utf-16be'), encoding: 'UTF-16BE' }, diagnostics: [] };
  if (isUtf8(bytes))
    return { value: { text: bytes.toString('utf8').replace(/^\uFEFF/u, ''), encoding: 'UTF-8' }, diagnostics: [] };
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return refuse('The file starts as UTF-8 (with a byte order mark) but is not UTF-8 further on.', bytes);
  if (bytes.includes(0))
    return refuse('The file holds NUL bytes: it is UTF-16 or UTF-32 without a byte order mark, or not text at all.');
  if (!looksLikeWindows1252(bytes))
    return refuse('The file is neither UTF-8, UTF-16 with a byte order mark, nor Windows-1252 (Latin-1).', bytes);
  return { value: { text: iconv.decode(bytes, 'windows-1252'), encoding: 'Windows-1252' }, diagnostics: [] };
}

const FIX = 'save the file as UTF-8, or download it again from Wizards of the Coast (MagicCompRules-YYYYMMDD.txt)';

/**
 * Text in a Latin script saved as Windows-1252 has its few non-ASCII letters and quotes
 * alone between ASCII characters ("Größe", "don’t"). A multi-byte or non-Latin encoding
 * (Shift-JIS, GBK, KOI8-R) has them in runs, and binary data has control characters.
 */
function looksLikeWindows1252(bytes: Buffer): boolean {
  let high = 0;
  let inRuns = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte < 0x80) continue;
    if (UNDEFINED_IN_1252.has(byte)) return false;
    high++;
    if ((bytes[i - 1] ?? 0) >= 0x80 || (bytes[i + 1] ?? 0) >= 0x80) inRuns++;
  }
  return inRuns <= high / 2;
}

/** Where the first byte that is not UTF-8 stands, as line and column of the text read so far. */
function firstBadPosition(bytes: Buffer): Diagnostic['start'] {
  const lossy = bytes.toString('utf8').replace(/^\uFEFF/u, '');
  const at = lossy.indexOf('\uFFFD');
  const before = lossy.slice(0, Math.max(0, at)).split(/\r\n|\r|\n/u);
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function startsWith(bytes: Buffer, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}
