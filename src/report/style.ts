// Colour for people, plain text for pipes. One place decides, from the flags and the
// environment (NO_COLOR, a non-terminal stdout), so every renderer agrees.
import { Chalk, type ChalkInstance } from 'chalk';

export type Style = ChalkInstance;

export interface ColorContext {
  /** --no-color given */
  noColor?: boolean;
  isTTY: boolean;
  env: Record<string, string | undefined>;
}

export function wantsColor(context: ColorContext): boolean {
  if (context.noColor) return false;
  if (context.env.NO_COLOR !== undefined && context.env.NO_COLOR !== '') return false;
  if (context.env.FORCE_COLOR !== undefined && context.env.FORCE_COLOR !== '0') return true;
  return context.isTTY;
}

export function createStyle(color: boolean): Style {
  return new Chalk({ level: color ? 1 : 0 });
}
