// The answering module of each question kind. Kinds of the catalogue without a module
// here are answered with a "judge/not-implemented" problem.
import { canAttackKind } from './kinds/can-attack.js';
import { chooserKind } from './kinds/chooser.js';
import { drawKind } from './kinds/draw.js';
import { handReviewKind } from './kinds/hand-review.js';
import { informationRangeKind } from './kinds/information-range.js';
import { inRangeKind } from './kinds/in-range.js';
import { primaryPlayerKind } from './kinds/primary-player.js';
import { rangeOfInfluenceKind } from './kinds/range-of-influence.js';
import { rangesKind } from './kinds/ranges.js';
import { seatingKind } from './kinds/seating.js';
import { skipsFirstDrawKind } from './kinds/skips-first-draw.js';
import { startingPlayerKind } from './kinds/starting-player.js';
import { winsKind } from './kinds/wins.js';
import { startingLifeKind } from './kinds/starting-life.js';
import { teamLifeKind } from './kinds/team-life.js';
import { teamPoisonKind } from './kinds/team-poison.js';
import { lostKind } from './kinds/lost.js';
import { leaveGameKind } from './kinds/leave-game.js';
import { priorityAfterLeaveKind } from './kinds/priority-after-leave.js';
import { extraTurnKind } from './kinds/extra-turn.js';
import { turnMarkerCountKind } from './kinds/turn-marker-count.js';
import { turnMarkersKind } from './kinds/turn-markers.js';
import { takingTurnKind } from './kinds/taking-turn.js';
import { removedTurnMarkersKind } from './kinds/removed-turn-markers.js';
import { stacksKind } from './kinds/stacks.js';
import type { JudgeKind } from './kind.js';
import { QUESTION_KINDS } from './question-kinds.js';

export const JUDGE_KINDS: readonly JudgeKind[] = [
  rangeOfInfluenceKind,
  inRangeKind,
  informationRangeKind,
  canAttackKind,
  chooserKind,
  winsKind,
  drawKind,
  startingPlayerKind,
  primaryPlayerKind,
  rangesKind,
  seatingKind,
  handReviewKind,
  skipsFirstDrawKind,
  startingLifeKind,
  teamLifeKind,
  teamPoisonKind,
  lostKind,
  leaveGameKind,
  priorityAfterLeaveKind,
  extraTurnKind,
  turnMarkerCountKind,
  turnMarkersKind,
  takingTurnKind,
  removedTurnMarkersKind,
  stacksKind,
];

export function judgeKind(ask: string): JudgeKind | undefined {
  return JUDGE_KINDS.find((kind) => kind.ask === ask);
}

/** Catalogue kinds that have no answering module yet. */
export function unimplementedKinds(): string[] {
  return QUESTION_KINDS.map((kind) => kind.ask).filter((ask) => judgeKind(ask) === undefined);
}
