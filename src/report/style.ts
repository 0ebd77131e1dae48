// Colour for people, plain text for pipes. One place decides, from the flags and the
// environment (NO_COLOR, a non-terminal stdout), so every renderer agrees.
//
// A Style has chalk's chainable shape (style.red.bold(text)). The plain style is a
// stand-in that returns the text unchanged, so that plain output never loads chalk.
import type { ChalkInstance } from 'chalk';

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

/** A style whose every chain (style.red.bold, style.dim, …) returns its text unchanged. */
export function createPlainStyle(): Style {
  const identity = (...text: unknown[]): string => text.join(' ');
  const plain: unknown = new Proxy(identity, {
    // Not a thenable: `await` on a style must not call it as a promise.
    get: (_target, property) => (property === 'then' ? undefined : property === 'level' ? 0 : plain),
    apply: (_target, _this, text: unknown[]) => text.join(' '),
  });
  return plain as Style;
}
