import type { HouseRules } from './model.js';
import type { Parsed } from './corpus-files.js';

export function parseHouseRules(_text: string, _sourceFile: string): Parsed<HouseRules> {
  throw new Error('not implemented yet');
}
