// A note says where what is shown comes from ("Italian 2025-09-19 has no rule 807.4e;
// shown from German 2024-03-08"): it belongs to the reading. On a terminal it heads the
// text, so that it is seen first and inside the pager; piped, and beside --json, it goes
// to stderr, so that what is kept or parsed is the text alone.
import type { Io } from './io.js';
import { styleFor, type CommonOptions } from './options.js';

export async function writeNotes(
  io: Io,
  options: Pick<CommonOptions, 'color'> & { json?: boolean },
  notes: readonly string[],
): Promise<void> {
  if (notes.length === 0) return;
  const onTop = io.stdoutIsTTY && options.json !== true;
  const style = await styleFor(io, options, onTop ? 'stdout' : 'stderr');
  const text = notes.map((note) => `${style.yellow('note')}: ${note}\n`).join('');
  if (onTop) io.stdout(`${text}\n`);
  else io.stderr(text);
}
