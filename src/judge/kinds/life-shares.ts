// What life-gained and life-lost share: the life one player gained or lost during the events,
// counted from what happened to that player alone (table/life/life-attribution.ts): damage,
// life lost, life paid, life gained, and a life total set to a number (810.9c). In Two-Headed
// Giant the team's total is the sum of its players' changes (810.9), and a teammate's gain or
// loss is the teammate's. A change a "can't" effect kept from the player counts nothing.
import type { EditionYear } from '../../core/scenario.js';
import { lifeSharesOf, type LifeShare } from '../../table/life/life-attribution.js';
import { LIFE_RULES } from '../../table/life/life-rules.js';
import { poolOf } from '../../table/life/pools.js';
import { teamMembers, teamOf } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import { CANT_CITES, prohibitionText } from '../explain-cant.js';
import { FORBIDDEN_CHANGE_READING } from '../explain-life.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { defineKind, type KindResult, type QuestionContext } from '../kind.js';
import { param } from '../param-types.js';
import { isProblem, readPlayerInGame } from '../params.js';

export type Side = 'gained' | 'lost';

/** House rule 33 counts a team's change once; each player still gained or lost the amount. */
const HOUSE_RULE_READING = 'house-rule-33-each-player';

/** Every rule the steps below may cite, per edition. */
function lifeShareCites(edition: EditionYear): string[] {
  const r = LIFE_RULES[edition];
  return [...CANT_CITES, r.change, r.pay, r.set, r.damage, '810.9', '810.9a', '810.9c'];
}

/** The kind that answers one side: life-gained or life-lost. */
export const lifeShareKind = (ask: string, summary: string, side: Side) =>
  defineKind({
    ask,
    summary,
    shape: 'number',
    params: { player: param.player('the player') },
    cites: { '2011': lifeShareCites('2011'), '2024': lifeShareCites('2024') },
    usesTable: true,
    answer: (context) => answerLifeShare(context, side),
  });

function answerLifeShare(context: QuestionContext<{ readonly player: string }>, side: Side): KindResult {
  const player = readPlayerInGame(context, 'player', 'so the question is about a player who is no longer in the game');
  if (isProblem(player)) return [player];
  const { table } = context;
  const ex = context.explainer();
  const shares = lifeSharesOf(table, player).filter((share) => sideOf(share) === side);
  for (const share of shares) explainShare(ex, table, player, share);
  const total = shares.reduce((sum, share) => sum + share[side], 0);
  const team = poolOf(table, 'life', player).kind === 'team';
  if (team) explainTeammates(ex, table, player, side);
  const verb = side === 'gained' ? 'gained' : 'lost';
  ex.step(
    `${player} ${verb} ${total} life during the events${team ? ", counting only what happened to them, not to the team's total" : ''}`,
    team ? ['810.9'] : [LIFE_RULES[table.edition].change],
  );
  return ex.answer(total);
}

/** Whether an event's change was (or would have been) a gain or a loss for the player. */
function sideOf(share: LifeShare): Side | undefined {
  if (share.gained > 0) return 'gained';
  if (share.lost > 0) return 'lost';
  if (!share.forbidden) return undefined;
  const { kind, amount, before } = share.change;
  if (kind === 'setLife') return amount > before ? 'gained' : amount < before ? 'lost' : undefined;
  if (kind === 'poison' || amount === 0) return undefined;
  return kind === 'gainLife' ? 'gained' : 'lost';
}

function explainShare(ex: Explainer, table: Table, player: string, share: LifeShare): void {
  const rules = LIFE_RULES[table.edition];
  const { change } = share;
  const at = `Event ${change.event + 1}: `;
  if (share.forbidden) {
    const what = change.kind === 'gainLife' || change.amount > change.before ? 'gain-life' : 'lose-life';
    const why = prohibitionText(table, player, what, share.forbidden.by[0]!);
    const happened =
      change.kind === 'damage'
        ? `${player} is dealt ${change.amount} damage but loses no life`
        : `${player} ${what === 'gain-life' ? 'gains' : 'loses'} no life`;
    const readings = [why.reading, change.kind === 'setLife' ? FORBIDDEN_CHANGE_READING : undefined].filter(
      (r) => r !== undefined,
    );
    ex.step(`${at}${happened}: ${why.text}`, why.rules, readings.length > 0 ? readings.join(', ') : undefined);
    return;
  }
  if (change.countedOnce) {
    const each = `${player} ${share.gained > 0 ? 'gains' : 'loses'} ${change.amount} life`;
    ex.step(
      `${at}${each}; the house rule that counts the same change to each player of the team once changes only the team's total`,
      [share.gained > 0 ? rules.change : change.kind === 'damage' ? rules.damage : rules.change],
      HOUSE_RULE_READING,
    );
    return;
  }
  const team = share.pool.kind === 'team';
  switch (change.kind) {
    case 'damage':
      ex.step(`${at}${player} is dealt ${change.amount} damage, and loses that much life`, [rules.damage]);
      return;
    case 'payLife':
      ex.step(`${at}${player} pays ${change.amount} life, which is losing that much life`, [rules.pay]);
      return;
    case 'setLife': {
      const from = team ? `the team's ${change.before}, which ${player}'s life total counts as` : `${change.before}`;
      const verb = share.gained > 0 ? `gains ${share.gained}` : `loses ${share.lost}`;
      ex.step(
        `${at}${player}'s life total becomes ${change.amount}, from ${from}: ${player} ${verb} life`,
        team ? ['810.9a', '810.9c'] : [rules.set],
      );
      return;
    }
    default:
      ex.step(`${at}${player} ${share.gained > 0 ? 'gains' : 'loses'} ${change.amount} life`, [rules.change]);
  }
}

/** A teammate's gains or losses are the teammate's own, though they go to the shared total (810.9). */
function explainTeammates(ex: Explainer, table: Table, player: string, side: Side): void {
  const mates = teamMembers(table, teamOf(table, player)!).filter((mate) => mate !== player);
  const moved = mates.filter((mate) => lifeSharesOf(table, mate).some((share) => share[side] > 0));
  if (moved.length === 0) return;
  const verb = side === 'gained' ? 'gained' : 'lost';
  ex.step(
    `${listNames(moved)} ${verb} life too; that went to the team's shared total, but it happened to ${listNames(moved)}, not to ${player}`,
    ['810.9'],
  );
}
