// trigger-count: how many times an "at the beginning of" ability triggers as that step of a
// turn begins (603.2b). A step of a player outside the range of influence of the source's
// controller does not trigger it (801.7). Under shared team turns an ability that triggers
// at the beginning of "each player's" or "each opponent's" step triggers once for each
// appropriate player of the active team if it refers to "that player", and otherwise once
// (805.4d, 2024); the 2011 rules have no such rule, so that case is refused there.
import type { EditionYear, StepName, StepTrigger } from '../../core/scenario.js';
import { abilityInPlay } from '../../table/abilities.js';
import { areTeammates, limitedRangeInUse, sharedTeamTurns } from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { defineKind, type KindResult, type QuestionContext } from '../kind.js';
import { param } from '../param-types.js';
import { isProblem } from '../params.js';
import { explainWithin, presentOrRefused, readObject, REACH_CITES } from './reach.js';
import { readTurnOf, type TurnOf } from './turn-of.js';

/**
 * Each step, and the rule in each edition that says when its "at the beginning of" abilities go
 * on the stack (2011), or when the active player first gets priority in it (2024): 502.3/502.4,
 * 503.1/503.1a, 504.2, 507.2, 513.1.
 */
const STEP: Record<StepName, { name: string; rule: Record<EditionYear, string> }> = {
  untap: { name: 'untap step', rule: { '2011': '502.3', '2024': '502.4' } },
  upkeep: { name: 'upkeep', rule: { '2011': '503.1', '2024': '503.1a' } },
  draw: { name: 'draw step', rule: { '2011': '504.2', '2024': '504.2' } },
  combat: { name: 'beginning of combat step', rule: { '2011': '507.2', '2024': '507.2' } },
  end: { name: 'end step', rule: { '2011': '513.1', '2024': '513.1' } },
};

const stepRules = (edition: EditionYear): string[] => Object.values(STEP).map((step) => step.rule[edition]);

const COMMON = ['603.2b', '603.2c', '102.1', '102.3', '801.7', '805.4', '805.4a', '807.4'];

export const triggerCountKind = defineKind({
  ask: 'trigger-count',
  summary: 'how many times an "at the beginning of" ability triggers as that step of a turn begins',
  shape: 'number',
  params: {
    source: param.object('the object with the triggered ability (its trigger key)'),
    turnOf: param.optionalPlayerOrTeam(
      'whose turn: a player, or a team under shared team turns; default the turn in progress (required in Grand Melee)',
    ),
  },
  cites: {
    '2011': [...REACH_CITES['2011'], ...COMMON, ...stepRules('2011'), '800.4g'],
    '2024': [...REACH_CITES['2024'], ...COMMON, ...stepRules('2024'), '805.4d', '800.4j', '800.4k'],
  },
  usesTable: true,
  appliesTo: (table) => table.objects.some((object) => object.trigger !== undefined),
  answer(context) {
    const source = readObject(context, 'source', context.params.source);
    if (isProblem(source)) return [source];
    const trigger = source.trigger;
    if (!trigger)
      return [
        {
          code: 'judge/bad-parameter',
          message: `${source.name} has no triggered ability in the file: give it "trigger: {at: STEP, of: WHOSE}".`,
          path: [...context.path, 'source'],
        },
      ];
    const present = presentOrRefused(context, 'source', source);
    if (isProblem(present)) return [present];
    const ex = context.explainer();
    const ability = abilityInPlay(context.table, source);
    if (!ability.inPlay) {
      ex.step(`${ability.why}: its ability doesn't trigger`, ability.rules);
      return ex.answer(0);
    }
    ex.step(ability.why, ability.rules, ability.reading);
    ex.step(`${source.name} triggers at the beginning of ${whose(trigger)} ${STEP[trigger.at].name}`, [
      '603.2b',
      STEP[trigger.at].rule[ex.edition],
    ]);
    const turn = readTurnOf(context, ex);
    if (isProblem(turn)) return [turn];
    return count(context, ex, ability.controller, source.name, trigger, turn);
  },
});

const whose = (trigger: StepTrigger): string =>
  ({ your: 'your', 'each-player': "each player's", 'each-opponent': "each opponent's", each: 'each' })[trigger.of];

function count(
  context: QuestionContext<{ readonly turnOf?: string | undefined }>,
  ex: Explainer,
  controller: string,
  source: string,
  trigger: StepTrigger,
  turn: TurnOf,
): KindResult {
  const { table } = context;
  const step = STEP[trigger.at];
  if (!turn.begins) {
    ex.step(`No step of ${turn.name} begins, so ${source} doesn't trigger`, ['603.2b']);
    return ex.answer(0);
  }
  if (trigger.of === 'your') {
    const own = turn.players.includes(controller);
    ex.step(
      own
        ? `It is the ${step.name} of ${controller}, who controls ${source}: it triggers once`
        : `${turn.name} is not a turn of ${controller}, who controls ${source}: it doesn't trigger`,
      ['603.2b', '603.2c'],
    );
    return ex.answer(own ? 1 : 0);
  }
  const shared = sharedTeamTurns(table);
  if (shared && trigger.of !== 'each' && ex.edition === '2011')
    return [
      {
        code: 'question/not-in-edition',
        message: `The 2011 rules say only that each team takes turns rather than each player (805.4): no rule says how often an ability that triggers at the beginning of ${whose(trigger)} step triggers when a team shares that step (805.4d of later editions does).`,
        path: context.path,
        notes: ['ask it under the 2024 rules: edition: 2024'],
        rules: ['805.4'],
      },
    ];
  const candidates =
    trigger.of === 'each-opponent'
      ? turn.players.filter((p) => p !== controller && !areTeammates(table, controller, p))
      : turn.players;
  const mates = turn.players.filter((p) => p !== controller && !candidates.includes(p));
  if (turn.players.includes(controller) && !candidates.includes(controller))
    ex.step(`It is ${controller}'s own turn, and ${controller} is not their own opponent`, ['102.3']);
  if (mates.length > 0)
    ex.step(
      `${listNames(mates)} ${mates.length === 1 ? 'is' : 'are'} on ${controller}'s team, so not ${controller}'s opponent${mates.length === 1 ? '' : 's'}`,
      ['102.3'],
    );
  if (context.params.turnOf !== undefined && limitedRangeInUse(table))
    ex.step(
      `Ranges of influence are taken as they are in the turn in progress; a turn that begins determines them again`,
      ['801.2c'],
      'trigger-count-ranges-now',
    );
  const explained = new Set<string>();
  const inRange = candidates.filter((p) => explainWithin(ex, table, controller, p, p, explained));
  if (candidates.length > inRange.length)
    ex.step(
      `A step of a player outside ${controller}'s range of influence doesn't trigger ${source}: the trigger event must happen entirely within that range`,
      ['801.7'],
    );
  return ex.answer(times(ex, trigger, turn, inRange, candidates, shared));
}

function times(
  ex: Explainer,
  trigger: StepTrigger,
  turn: TurnOf,
  inRange: string[],
  candidates: string[],
  shared: boolean,
): number {
  if (trigger.of === 'each' && turn.players.length === 0) {
    ex.step('The step begins all the same: it triggers once', ['603.2b', '603.2c'], 'trigger-count-no-active-player');
    return 1;
  }
  if (inRange.length === 0) {
    const none =
      candidates.length === 0
        ? `No active player of ${turn.name} is ${trigger.of === 'each-opponent' ? 'an opponent' : 'in the game'}`
        : `No active player of ${turn.name} is within range`;
    ex.step(`${none}: it doesn't trigger`, ['603.2b']);
    return 0;
  }
  // Some of the team's players outside the range: each one's step is judged alone (801.7).
  const partly = inRange.length < candidates.length ? 'trigger-count-team-range' : undefined;
  if (shared && trigger.of !== 'each') {
    if (trigger.thatPlayer) {
      ex.step(
        `Under shared team turns, an ability that triggers at the beginning of ${whose(trigger)} step and refers to "that player" triggers once for each appropriate player: ${listNames(inRange)}`,
        ['805.4d'],
        partly,
      );
      return inRange.length;
    }
    ex.step(
      `Under shared team turns it would trigger for each appropriate player only if it referred to "that player" or similar; it doesn't, so it triggers once`,
      ['805.4d'],
      partly,
    );
    return 1;
  }
  ex.step(`The step begins within range: it triggers once`, ['603.2b', '603.2c'], shared ? partly : undefined);
  return 1;
}
