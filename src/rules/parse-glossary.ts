import type { Glossary } from './model.js';
import type { Parsed } from './corpus-files.js';

export function parseGlossary(_text: string, _sourceFile: string): Parsed<Glossary> {
  throw new Error('not implemented yet');
}
