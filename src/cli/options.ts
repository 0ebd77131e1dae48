// The flags every command shares, and their defaults from the environment.
import type { Lang } from '../rules/corpus-model.js';
import { createPlainStyle, type Style } from '../report/style.js';
import { wantsColor } from '../report/style.js';
import type { Io } from './io.js';

/** What --lang takes: a language, or all of them. */
export const LANG_CHOICES = ['en', 'de', 'it', 'all'] as const;

/** `--limit N`: a whole number of at least 1, else undefined. */
export function limitValue(text: string): number | undefined {
  const limit = Number(text);
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(limit) && limit >= 1 ? limit : undefined;
}

export interface CommonOptions {
  lang: Lang | 'all';
  /** True when --lang was given, false when it came from the locale. */
  langGiven?: boolean;
  edition?: string;
  json?: boolean;
  /** false when --no-color is given */
  color: boolean;
}

/** The style for stdout (or stderr): colour only for a terminal, never with --no-color or NO_COLOR. */
export async function styleFor(
  io: Io,
  options: Pick<CommonOptions, 'color'>,
  stream: 'stdout' | 'stderr' = 'stdout',
): Promise<Style> {
  const isTTY = stream === 'stdout' ? io.stdoutIsTTY : io.stderrIsTTY;
  const color = wantsColor({ noColor: options.color === false, isTTY, env: io.env });
  if (!color) return createPlainStyle();
  // chalk is loaded only when there is colour to show.
  const { createColorStyle } = await import('../report/color-style.js');
  return createColorStyle();
}
