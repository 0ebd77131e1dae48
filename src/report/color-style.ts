// The colour style, kept apart from style.ts so that only coloured output loads chalk.
import { Chalk } from 'chalk';
import type { Style } from './style.js';

export function createColorStyle(): Style {
  return new Chalk({ level: 1 });
}
