// The encodings import reads: UTF-8 as it is, UTF-16 with a byte order mark and
// Windows-1252 converted, anything else refused with where it goes wrong.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText, decodeUnicode, encodeUnicode } from '../../src/io/decode-text.js';

const text = 'These rules are effective as of January 16, 2026.\n807.4a Players’ “turn markers” — groß, schön.\n';
const decode = (bytes: Buffer) => decodeText(bytes, 'rules.txt');

describe('decodeText', () => {
  it('reads UTF-8 with or without a byte order mark as it is', () => {
    expect(decode(Buffer.from(text))).toEqual({ value: { text, encoding: 'UTF-8' }, diagnostics: [] });
    expect(decode(Buffer.from(`\uFEFF${text}`)).value).toEqual({ text, encoding: 'UTF-8' });
  });

  it('converts UTF-16 with a byte order mark, either byte order', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]);
    expect(decode(le).value).toEqual({ text, encoding: 'UTF-16LE' });
    expect(decode(be).value).toEqual({ text, encoding: 'UTF-16BE' });
  });

  it('converts Windows-1252 and Latin-1, apart from what Latin-1 cannot hold', () => {
    expect(decode(iconv.encode(text, 'windows-1252')).value).toEqual({ text, encoding: 'Windows-1252' });
    expect(decode(iconv.encode(text, 'latin1')).value?.text).toBe(text.replace(/[’“”—]/gu, '?'));
  });

  it('refuses UTF-16 without a byte order mark, UTF-32, and text in other encodings, saying where', () => {
    const refusal = (bytes: Buffer) =>
      decode(bytes).diagnostics.map((d) => `${d.start?.line}:${d.start?.column} ${d.message}`);
    expect(refusal(iconv.encode(text, 'utf-16le'))).toEqual([
      '1:1 The file holds NUL bytes: it is UTF-16 or UTF-32 without a byte order mark, or not text at all.',
    ]);
    expect(refusal(Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), iconv.encode(text, 'utf-32le')]))).toEqual([
      '1:1 The file is UTF-32, which mtg-judge does not read.',
    ]);
    const japanese = iconv.encode('These rules are effective.\n807.4a ターンマーカーは四人ごとに一つ。\n', 'shift_jis');
    expect(refusal(japanese)).toEqual([
      '2:8 The file is neither UTF-8, UTF-16 with a byte order mark, nor Windows-1252 (Latin-1).',
    ]);
    const broken = Buffer.concat([Buffer.from('\uFEFFline one\nline two '), Buffer.from([0xe9, 0x0a])]);
    expect(refusal(broken)).toEqual([
      '2:10 The file starts as UTF-8 (with a byte order mark) but is not UTF-8 further on.',
    ]);
  });
});

describe('decodeUnicode and encodeUnicode', () => {
  it('give back the bytes they read: UTF-8 with or without a byte order mark, UTF-16 either way round', () => {
    const files = [
      Buffer.from(text),
      Buffer.from(`\uFEFF${text}`),
      iconv.encode(text, 'utf-16le', { addBOM: true }),
      iconv.encode(text, 'utf-16be', { addBOM: true }),
    ];
    for (const bytes of files) {
      const decoded = decodeUnicode(bytes)!;
      expect(decoded.text).toBe(text);
      expect(encodeUnicode(decoded.text, decoded).equals(bytes)).toBe(true);
    }
    expect(files.map((bytes) => decodeUnicode(bytes)!.encoding)).toEqual(['UTF-8', 'UTF-8', 'UTF-16LE', 'UTF-16BE']);
  });

  it('leave other encodings, UTF-16 without a byte order mark and UTF-32 to the caller', () => {
    for (const bytes of [
      iconv.encode(text, 'latin1'),
      iconv.encode(text, 'utf-16le'),
      Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), iconv.encode(text, 'utf-32le')]),
    ])
      expect(decodeUnicode(bytes)).toBeUndefined();
  });
});
