// The bytes of a text file to text, and back. UTF-8, with or without a byte order mark, is
// read as it is, and UTF-16 with a byte order mark (Windows Notepad's "Unicode") is
// converted with iconv-lite: both scenario files and rules texts may be either. A rules text
// may also be Windows-1252 (which includes Latin-1's letters), so that a copy saved by an
// old editor gives the same edition, apart from the characters its encoding cannot hold.
// Anything else is refused: guessing would turn a rule's words into garbage.
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
  if (isUtf32(bytes)) return refuse('The file is UTF-32, which mtg-judge does not read.');
  const unicode = decodeUnicode(bytes);
  if (unicode) return { value: { text: unicode.text, encoding: unicode.encoding }, diagnostics: [] };
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return refuse('The file starts as UTF-8 (with a byte order mark) but is not UTF-8 further on.', bytes);
  if (bytes.includes(0))
    return refuse('The file holds NUL bytes: it is UTF-16 or UTF-32 without a byte order mark, or not text at all.');
  if (!looksLikeWindows1252(bytes))
    return refuse('The file is neither UTF-8, UTF-16 with a byte order mark, nor Windows-1252 (Latin-1).', bytes);
  return { value: { text: iconv.decode(bytes, 'windows-1252'), encoding: 'Windows-1252' }, diagnostics: [] };
}

/** Text in an encoding that says which it is: UTF-8, or UTF-16 with a byte order mark. */
export interface UnicodeText {
  text: string;
  encoding: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE';
  /** Whether the bytes begin with a byte order mark (always, for UTF-16), which `text` leaves out. */
  bom: boolean;
}

/** The text of UTF-8 bytes, or of UTF-16 bytes with a byte order mark; undefined for anything else. */
export function decodeUnicode(bytes: Buffer): UnicodeText | undefined {
  if (isUtf32(bytes)) return undefined;
  // iconv-lite drops the byte order mark.
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: iconv.decode(bytes, 'utf-16le'), encoding: 'UTF-16LE', bom: true };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: iconv.decode(bytes, 'utf-16be'), encoding: 'UTF-16BE', bom: true };
  if (!isUtf8(bytes)) return undefined;
  const bom = startsWith(bytes, [0xef, 0xbb, 0xbf]);
  return { text: bytes.toString('utf8', bom ? 3 : 0), encoding: 'UTF-8', bom };
}

/** The bytes of `text` in the encoding it was read in, byte order mark and all: a rewrite keeps both. */
export function encodeUnicode(text: string, { encoding, bom }: Omit<UnicodeText, 'text'>): Buffer {
  return iconv.encode(text, encoding === 'UTF-8' ? 'utf8' : encoding.toLowerCase(), { addBOM: bom });
}

function isUtf32(bytes: Buffer): boolean {
  return startsWith(bytes, [0xff, 0xfe, 0, 0]) || startsWith(bytes, [0, 0, 0xfe, 0xff]);
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
