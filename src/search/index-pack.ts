// How index parts are stored: one file per corpus file or set of them, a head line and a
// header in JSON, then the parts' sections one after another, text or little-endian
// integers. The header says where each section lies, so that a query reads the vocabulary
// and what ranking needs, and then only the postings of the words it looks up and the
// documents it shows; a large imported edition is never read or parsed whole. Pure: the
// file is read through the callback given.
import { PART_FORMAT, SECTION_NAMES, type PartHead, type SectionName } from './index-part.js';

/** The first line of every pack. */
const MAGIC = 'mtg-judge search index';

export interface PackStamp {
  format: number;
  /** The stemmers and the term list the parts were built with: another build must build again. */
  stemmers: string;
  lexicon: string;
}

interface PackHeader extends PackStamp {
  parts: { head: PartHead; sections: Record<SectionName, [offset: number, length: number]> }[];
  /** Named texts beside the parts (the compiled term list, the variants' options). */
  extras: Record<string, [offset: number, length: number]>;
}

/** Reads `length` bytes at `offset` of the pack. */
export type ReadBytes = (offset: number, length: number) => Uint8Array;

export interface PackInput {
  stamp: Omit<PackStamp, 'format'>;
  parts: { head: PartHead; sections: Record<SectionName, string | Uint8Array> }[];
  extras?: Record<string, string>;
}

export function encodePack(input: PackInput): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let at = 0;
  const place = (content: string | Uint8Array): [number, number] => {
    const bytes = typeof content === 'string' ? encoder.encode(content) : content;
    chunks.push(bytes);
    at += bytes.length;
    return [at - bytes.length, bytes.length];
  };
  const parts = input.parts.map(({ head, sections }) => ({
    head,
    sections: Object.fromEntries(SECTION_NAMES.map((name) => [name, place(sections[name])])) as Record<
      SectionName,
      [number, number]
    >,
  }));
  const extras = Object.fromEntries(Object.entries(input.extras ?? {}).map(([name, text]) => [name, place(text)]));
  const header: PackHeader = { format: PART_FORMAT, ...input.stamp, parts, extras };
  const top = encoder.encode(`${MAGIC}\n${JSON.stringify(header)}\n`);
  const out = new Uint8Array(top.length + at);
  out.set(top, 0);
  let offset = top.length;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** A part of an opened pack: its head, and its sections decoded on first use. */
export interface PackedPart {
  head: PartHead;
  /** A whole section as text, decoded once. */
  section(name: SectionName): string;
  /** Bytes [from, to) of a section as text: one word's postings, one stored document. */
  slice(name: SectionName, from: number, to: number): string;
  /** A section's length in bytes. */
  length(name: SectionName): number;
  /** Bytes [from, to) of a section (all of it without them). */
  bytes(name: SectionName, from?: number, to?: number): Uint8Array;
}

export interface Pack {
  stamp: PackStamp;
  /** The bytes of the whole pack, as its header says: a file of another size is cut short or damaged. */
  size: number;
  parts: PackedPart[];
  extra(name: string): string | undefined;
}

let decoder: TextDecoder | undefined;

/**
 * UTF-8 bytes as text. A Buffer, what the file reader gives, decodes itself: making a
 * TextDecoder costs a command the first use of Node's encoding module, and each decode a
 * step more.
 */
function utf8(bytes: Uint8Array): string {
  return Buffer.isBuffer(bytes) ? bytes.toString('utf8') : (decoder ??= new TextDecoder()).decode(bytes);
}

/** Opens a pack from its first bytes (`start`, at least its header) and a reader for the rest. */
export function openPack(read: ReadBytes, start: Uint8Array): Pack | undefined {
  const first = start.indexOf(10);
  const second = first < 0 ? -1 : start.indexOf(10, first + 1);
  if (second < 0 || utf8(start.subarray(0, first)) !== MAGIC) return undefined;
  const header = JSON.parse(utf8(start.subarray(first + 1, second))) as PackHeader;
  const base = second + 1;
  const bytes = (offset: number, length: number) =>
    base + offset + length <= start.length
      ? start.subarray(base + offset, base + offset + length)
      : read(base + offset, length);
  const text = (offset: number, length: number) => utf8(bytes(offset, length));
  const parts = header.parts.map(({ head, sections }): PackedPart => {
    const decoded = new Map<SectionName, string>();
    return {
      head,
      section(name) {
        let value = decoded.get(name);
        if (value === undefined) decoded.set(name, (value = text(...sections[name])));
        return value;
      },
      slice: (name, from, to) => text(sections[name][0] + from, to - from),
      length: (name) => sections[name][1],
      bytes: (name, from = 0, to = sections[name][1]) => bytes(sections[name][0] + from, to - from),
    };
  });
  const { format, stemmers, lexicon } = header;
  const placed = [...header.parts.flatMap((part) => Object.values(part.sections)), ...Object.values(header.extras)];
  return {
    stamp: { format, stemmers, lexicon },
    size: base + Math.max(0, ...placed.map(([offset, length]) => offset + length)),
    parts,
    extra: (name) => (header.extras[name] ? text(...header.extras[name]) : undefined),
  };
}

/** Whether a pack was built by this build: same format, stemmers and term list. */
export function packFits(pack: Pack | undefined, stamp: Omit<PackStamp, 'format'>): pack is Pack {
  return (
    pack !== undefined &&
    pack.stamp.format === PART_FORMAT &&
    pack.stamp.stemmers === stamp.stemmers &&
    pack.stamp.lexicon === stamp.lexicon
  );
}
