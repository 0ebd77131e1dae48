import type { RuleCorpus } from './model.js';
import type { Parsed } from './corpus-files.js';

export function parseEnglishRules(_text: string, _sourceFile: string): Parsed<RuleCorpus> {
  throw new Error('not implemented yet');
}
