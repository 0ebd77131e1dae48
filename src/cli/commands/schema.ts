// mtg-judge schema: the JSON Schema (draft-07) of scenario files, for editors.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { scenarioJsonSchema } from '../../scenario/schema.js';

export function runSchema({ io }: CommandContext): Promise<number> {
  io.stdout(JSON.stringify(scenarioJsonSchema(), null, 2) + '\n');
  return Promise.resolve(EXIT.ok);
}
