// A card exiled "until" an object leaves the battlefield (`exiledBy: {returns: until}`) is
// exiled by a one-shot effect that 610.3 defines in the 2024 rules. The 2011 rules have no
// such effect (610 there ends at 610.2), so under them a question about such a card, or one
// whose answer takes every object in (leave-game), is refused: the edition has no rule for it.
import type { JudgeProblem } from '../core/answer.js';
import type { DocPath } from '../core/scenario.js';
import { findObject, objectState } from '../table/objects.js';
import type { Table } from '../table/table-model.js';
import type { QuestionKind } from './kind.js';

/** The parameter types that name objects. */
const NAMES_OBJECTS = new Set(['object', 'player-or-object', 'players-or-objects']);

/** question/not-in-edition for a 2011 question about a card exiled "until"; undefined otherwise. */
export function exileUntilRefusal(
  table: Table,
  kind: QuestionKind,
  params: Record<string, unknown>,
  path: DocPath,
): JudgeProblem | undefined {
  if (table.edition !== '2011') return undefined;
  for (const [name, def] of Object.entries(kind.params)) {
    if (!NAMES_OBJECTS.has(def.type)) continue;
    const values = Array.isArray(params[name]) ? (params[name] as string[]) : [params[name] as string];
    const card = values.find((value) => findObject(table, value)?.exiledBy?.returns === 'until');
    if (card !== undefined) return notInEdition(card, [...path, name]);
  }
  return undefined;
}

/** For a question about every object still in the game: the first card exiled "until", if any. */
export function exileUntilInTable(table: Table, path: DocPath): JudgeProblem | undefined {
  if (table.edition !== '2011') return undefined;
  const card = table.objects.find(
    (object) => object.exiledBy?.returns === 'until' && objectState(table, object).present,
  );
  return card && notInEdition(card.name, path);
}

function notInEdition(card: string, path: DocPath): JudgeProblem {
  return {
    code: 'question/not-in-edition',
    message: `${card} is exiled "until" an object leaves the battlefield (exiledBy returns: until), a one-shot effect the 2011 rules do not have: 610.3 defines it in the 2024 rules.`,
    path,
    notes: ['ask it under edition: 2024, or write the older wording: exiledBy returns: trigger'],
  };
}
