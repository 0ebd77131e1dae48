// The question kinds a scenario may ask: one module each under kinds/, listed here in the
// order the scenario format lists them. The loader's validation, the JSON Schema, `ask`
// and the README's list of kinds read this catalogue, and `evaluate` answers with it.
import { canAttackKind } from './kinds/can-attack.js';
import { chooserKind } from './kinds/chooser.js';
import { drawKind } from './kinds/draw.js';
import { extraTurnKind } from './kinds/extra-turn.js';
import { handReviewKind } from './kinds/hand-review.js';
import { inRangeKind } from './kinds/in-range.js';
import { informationRangeKind } from './kinds/information-range.js';
import { leaveGameKind } from './kinds/leave-game.js';
import { lostKind } from './kinds/lost.js';
import { nextTurnKind } from './kinds/next-turn.js';
import { primaryPlayerKind } from './kinds/primary-player.js';
import { priorityAfterLeaveKind } from './kinds/priority-after-leave.js';
import { rangeOfInfluenceKind } from './kinds/range-of-influence.js';
import { rangesKind } from './kinds/ranges.js';
import { removedTurnMarkersKind } from './kinds/removed-turn-markers.js';
import { seatingKind } from './kinds/seating.js';
import { skipsFirstDrawKind } from './kinds/skips-first-draw.js';
import { stacksKind } from './kinds/stacks.js';
import { startingLifeKind } from './kinds/starting-life.js';
import { startingPlayerKind } from './kinds/starting-player.js';
import { takingTurnKind } from './kinds/taking-turn.js';
import { teamLifeKind } from './kinds/team-life.js';
import { teamPoisonKind } from './kinds/team-poison.js';
import { turnMarkerCountKind } from './kinds/turn-marker-count.js';
import { turnMarkersKind } from './kinds/turn-markers.js';
import { winsKind } from './kinds/wins.js';
import { canTargetKind } from './kinds/can-target.js';
import { canActivateKind } from './kinds/can-activate.js';
import { triggersKind } from './kinds/triggers.js';
import { staysAttachedKind } from './kinds/stays-attached.js';
import { affectedKind } from './kinds/affected.js';
import { uniquenessRulesKind } from './kinds/uniqueness-rules.js';
import { restartKind } from './kinds/restart.js';
import { mulliganKind } from './kinds/mulligan.js';
import { canDeployKind } from './kinds/can-deploy.js';
import { defendingPlayerKind } from './kinds/defending-player.js';
import { attackingPlayerKind } from './kinds/attacking-player.js';
import { activePlayerRefKind } from './kinds/active-player-ref.js';
// Life and the "can't" effects (the object key `cant`).
import { lifeGainedKind } from './kinds/life-gained.js';
import { lifeLostKind } from './kinds/life-lost.js';
import { canGainLifeKind } from './kinds/can-gain-life.js';
import { canLoseLifeKind } from './kinds/can-lose-life.js';
import { canWinKind } from './kinds/can-win.js';
import { canLoseKind } from './kinds/can-lose.js';
import { triggerCountKind } from './kinds/trigger-count.js';
import { skipsKind } from './kinds/skips.js';
import { controlsKind } from './kinds/controls.js';
// Commander, the monarch and the initiative (the 2026 rules, in an imported edition).
import { commanderDamageKind } from './kinds/commander-damage.js';
import { commanderTaxKind } from './kinds/commander-tax.js';
import { monarchKind } from './kinds/monarch.js';
import { initiativeKind } from './kinds/initiative.js';
import type { QuestionKind } from './kind.js';
import type { Table } from '../table/table-model.js';
import { teamNames } from '../table/queries.js';

export const QUESTION_KINDS: readonly QuestionKind[] = [
  rangeOfInfluenceKind,
  inRangeKind,
  informationRangeKind,
  canAttackKind,
  chooserKind,
  winsKind,
  drawKind,
  turnMarkerCountKind,
  turnMarkersKind,
  takingTurnKind,
  removedTurnMarkersKind,
  stacksKind,
  startingPlayerKind,
  primaryPlayerKind,
  rangesKind,
  seatingKind,
  startingLifeKind,
  teamLifeKind,
  teamPoisonKind,
  lostKind,
  handReviewKind,
  leaveGameKind,
  priorityAfterLeaveKind,
  skipsFirstDrawKind,
  extraTurnKind,
  nextTurnKind,
  canTargetKind,
  canActivateKind,
  triggersKind,
  staysAttachedKind,
  affectedKind,
  uniquenessRulesKind,
  restartKind,
  mulliganKind,
  canDeployKind,
  // Card words about combat and turns at a multiplayer table (802.2a, 805.9, 805.10c, 805.10e; 810.7b in 2011).
  defendingPlayerKind,
  attackingPlayerKind,
  activePlayerRefKind,
  // Life and the "can't" effects.
  lifeGainedKind,
  lifeLostKind,
  canGainLifeKind,
  canLoseLifeKind,
  canWinKind,
  canLoseKind,
  // Card words about turns at a multiplayer table: triggers, skips, control of a turn.
  triggerCountKind,
  skipsKind,
  controlsKind,
  // Commander, the monarch and the initiative.
  commanderDamageKind,
  commanderTaxKind,
  monarchKind,
  initiativeKind,
];

/**
 * The kinds a question about this table can ask: those that apply to it (kind.appliesTo),
 * and that need a team only where the table has teams. `ask` offers these.
 */
export function kindsFor(table: Table): QuestionKind[] {
  const hasTeams = teamNames(table).length > 0;
  return QUESTION_KINDS.filter(
    (kind) =>
      (kind.appliesTo?.(table) ?? true) &&
      (hasTeams ||
        Object.values(kind.params).every(
          (param) => param.optional || (param.type !== 'team' && param.type !== 'teams'),
        )),
  );
}

export function questionKind(ask: string): QuestionKind | undefined {
  return QUESTION_KINDS.find((kind) => kind.ask === ask);
}
