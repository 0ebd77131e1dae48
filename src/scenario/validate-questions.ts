// Checks each question's names against the table: its parameters, as the question-kind
// catalogue types them, and the names in its `expect`. The schema has already checked
// presence and type; this checks meaning.
import { questionKind } from '../judge/catalogue.js';
import type { ParamDef } from '../judge/param-types.js';
import type { AnswerShape } from '../core/answer.js';
import type { DocPath } from '../core/scenario.js';
import type { Report } from './report-at.js';
import { expectedRefusalSchema, questionSchema, type QuestionInput } from './schema.js';
import { canonicalCode, REFUSAL_CODES } from '../core/refusal-codes.js';
import { didYouMean } from '../core/did-you-mean.js';
import type { NameChecks } from './table-names.js';
import { parsedItems } from './validate-cross-references.js';

export function validateQuestions(questions: unknown, check: NameChecks, report: Report): void {
  const ids = new Map<string, number>();
  for (const { index, value } of parsedItems(questionSchema, questions)) {
    const question = value as QuestionInput;
    const path = ['questions', index];
    const kind = questionKind(question.ask);
    if (!kind) continue; // the schema only lets catalogued kinds through
    for (const [name, param] of Object.entries(kind.params))
      validateParam(param, question[name], [...path, name], check, report);
    validateExpect(kind.shape, question.expect, [...path, 'expect'], check, report);
    if (question.id === undefined) continue;
    const id = String(question.id);
    const earlier = ids.get(id);
    if (earlier === undefined) ids.set(id, index);
    else
      report(
        'scenario/duplicate-name',
        `Questions ${earlier + 1} and ${index + 1} have the same id "${id}".`,
        [...path, 'id'],
        { notes: ['reports name questions by id; make each one unique'] },
      );
  }
}

function validateParam(param: ParamDef, value: unknown, path: DocPath, check: NameChecks, report: Report): void {
  if (value === undefined) return; // an optional parameter left out
  switch (param.type) {
    case 'player':
      return check.player(value as string, path);
    case 'player-or-object':
      return check.playerOrObject(value as string, path);
    case 'players-or-objects':
      return (value as string[]).forEach((name, i) => check.playerOrObject(name, [...path, i]));
    case 'object':
      return check.object(value as string, path);
    case 'count':
    case 'choice':
      return;
    case 'player-or-team':
      return check.playerOrTeam(value as string, path);
    case 'team':
      return check.team(value as string, path);
    case 'teams':
      return validateTeams(value as Record<string, string[]>, path, check, report);
  }
}

/** `teams` names hypothetical teams, but their players must be seated, each in one team. */
function validateTeams(teams: Record<string, string[]>, path: DocPath, check: NameChecks, report: Report): void {
  const teamOf = new Map<string, string>();
  for (const [team, players] of Object.entries(teams)) {
    players.forEach((player, i) => {
      check.player(player, [...path, team, i]);
      const earlier = teamOf.get(player);
      if (earlier === undefined) teamOf.set(player, team);
      else
        report(
          'scenario/duplicate-name',
          `"${player}" is listed twice, in teams "${earlier}" and "${team}".`,
          [...path, team, i],
          { notes: ['each player belongs to one team'] },
        );
    });
  }
}

/**
 * A player's name written as an expected answer must be a seated player, or the check
 * could never pass; a team's name is right where the answer can be a team. A refusal must
 * name a code the judge refuses with.
 */
function validateExpect(shape: AnswerShape, expect: unknown, path: DocPath, check: NameChecks, report: Report): void {
  if (expect === undefined) return;
  const refusal = expectedRefusalSchema.safeParse(expect);
  if (refusal.success) return validateRefusal(refusal.data.error, [...path, 'error'], report);
  if ((shape === 'players' || shape === 'seating') && Array.isArray(expect)) check.players(expect as string[], path);
  if (shape === 'name' && typeof expect === 'string') check.player(expect, path);
  if (shape === 'player-or-team' && typeof expect === 'string') check.playerOrTeam(expect, path);
  if (shape === 'holder' && typeof expect === 'string' && expect !== 'none') check.player(expect, path);
  if (shape === 'holder' && Array.isArray(expect)) check.players(expect as string[], path);
  if ((shape === 'objects' || shape === 'names') && Array.isArray(expect))
    (expect as string[]).forEach((name, i) =>
      shape === 'objects' ? check.object(name, [...path, i]) : check.playerOrObject(name, [...path, i]),
    );
}

function validateRefusal(code: string, path: DocPath, report: Report): void {
  if (REFUSAL_CODES.includes(canonicalCode(code))) return;
  report('scenario/unknown-code', `No question is refused with the code ${code}.`, path, {
    notes: [didYouMean(code, REFUSAL_CODES) ?? 'scenarios/FORMAT.md lists the codes a file may pin'],
  });
}
