// The combat words at a multiplayer table: the attack, block and removeFromCombat events
// and the refusals of those the rules do not allow, and the defending-player,
// attacking-player and active-player-ref questions, in both editions. Each expectation is
// the rule text's answer, written before the engine ran.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameObject } from '../../src/core/scenario.js';
import { evaluate } from '../../src/judge/evaluate.js';
import { buildScenario, endTurn, leave, newTurn, team, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, outcome, problemCodes, value } from './ask.js';

const creature = (name: string, owner: string, more: Partial<GameObject> = {}): GameObject => ({
  name,
  owner,
  types: ['creature'],
  ...more,
});
const attack = (creature: string, player: string): GameEvent => ({ kind: 'attack', creature, player });
const attackWalker = (creature: string, planeswalker: string): GameEvent => ({
  kind: 'attack',
  creature,
  planeswalker,
});
const block = (creature: string, ...blocks: string[]): GameEvent => ({ kind: 'block', creature, blocks });
const remove = (creature: string): GameEvent => ({ kind: 'removeFromCombat', creature });

const FOUR = ['Alex', 'Bianca', 'Carol', 'Dave'];
const FFA: ScenarioInput = {
  variant: 'free-for-all',
  options: { attack: 'multiple' },
  seats: FOUR,
  active: ['Alex'],
  objects: [
    creature('Goblin Guide', 'Alex'),
    creature('Raiding Schemer', 'Alex'),
    creature('Wall of Frost', 'Bianca'),
    creature('Fog Bank', 'Carol'),
    { name: 'Jace', owner: 'Carol', types: ['planeswalker'] },
  ],
};
const GIANT: ScenarioInput = {
  variant: 'two-headed-giant',
  seats: [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan')],
  active: ['Ann', 'Ben'],
  objects: [
    creature('Goblin Guide', 'Ann'),
    creature('Raiding Schemer', 'Ben'),
    creature('Wall of Frost', 'Dan'),
    creature('Fog Bank', 'Cat'),
  ],
};
const tableCodes = (input: ScenarioInput): string[] =>
  evaluate(buildScenario({ ...input, questions: [{ ask: 'taking-turn' }] })).problems.map((p) => p.code);

describe('the attack event (506.2, 508.1a, 802.3, 805.10b)', () => {
  it.each<[string, ScenarioInput, string[]]>([
    ['an attack on an opponent, attack multiple players', { ...FFA, events: [attack('Goblin Guide', 'Carol')] }, []],
    ['an attack on a planeswalker', { ...FFA, events: [attackWalker('Goblin Guide', 'Jace')] }, []],
    [
      'a creature of a player not taking the turn (506.2)',
      { ...FFA, events: [attack('Wall of Frost', 'Carol')] },
      ['table/illegal-attack'],
    ],
    [
      'a creature declared twice (508.1)',
      { ...FFA, events: [attack('Goblin Guide', 'Carol'), attack('Goblin Guide', 'Dave')] },
      ['table/illegal-attack'],
    ],
    ['an attack on oneself', { ...FFA, events: [attack('Goblin Guide', 'Alex')] }, ['table/illegal-attack']],
    [
      'a creature in a graveyard (506.3)',
      {
        ...FFA,
        objects: [creature('Goblin Guide', 'Alex', { zone: 'graveyard' })],
        events: [attack('Goblin Guide', 'Carol')],
      },
      ['table/not-on-battlefield'],
    ],
    ['a noncreature (506.3)', { ...FFA, events: [attack('Jace', 'Bianca')] }, ['table/not-on-battlefield']],
    [
      'a creature attacking a creature, not a planeswalker (506.3)',
      { ...FFA, events: [attackWalker('Goblin Guide', 'Wall of Frost')] },
      ['table/illegal-attack'],
    ],
    [
      'a player who has left (800.4a)',
      { ...FFA, events: [leave('Dave'), attack('Goblin Guide', 'Dave')] },
      ['table/player-has-left'],
    ],
    [
      'attack left: only the player on the left (803.1a)',
      { ...FFA, options: { attack: 'left' }, events: [attack('Goblin Guide', 'Carol')] },
      ['table/illegal-attack'],
    ],
    [
      'no attack option: one defending player a combat (506.2a)',
      {
        ...FFA,
        variant: undefined,
        options: {},
        events: [attack('Goblin Guide', 'Bianca'), attack('Raiding Schemer', 'Carol')],
      },
      ['table/illegal-attack'],
    ],
    [
      'no attack option: that player and a planeswalker of theirs (506.2a)',
      {
        ...FFA,
        variant: undefined,
        options: {},
        events: [attack('Goblin Guide', 'Carol'), attackWalker('Raiding Schemer', 'Jace')],
      },
      [],
    ],
    [
      'range of influence 1: Carol is out of range (801.3)',
      { ...FFA, options: { attack: 'multiple', range: 1 }, events: [attack('Goblin Guide', 'Carol')] },
      ['table/illegal-attack'],
    ],
    [
      'Free-for-All with the attack option left open (806.2b)',
      { ...FFA, options: {}, events: [attack('Goblin Guide', 'Bianca')] },
      ['judge/undecided-option'],
    ],
    [
      'a new turn ends the combat: the creature may attack again',
      {
        ...FFA,
        events: [attack('Goblin Guide', 'Carol'), endTurn('Alex'), newTurn('Alex'), attack('Goblin Guide', 'Dave')],
      },
      [],
    ],
  ])('%s', (_, input, codes) => {
    expect(tableCodes(input)).toEqual(codes);
  });

  it('in Two-Headed Giant each creature attacks a defending player (805.10b), never a teammate', () => {
    expect(tableCodes({ ...GIANT, events: [attack('Goblin Guide', 'Cat'), attack('Raiding Schemer', 'Dan')] })).toEqual(
      [],
    );
    expect(tableCodes({ ...GIANT, events: [attack('Goblin Guide', 'Ben')] })).toEqual(['table/illegal-attack']);
  });

  it('in Grand Melee each player taking a turn attacks the player on the left (807.2b)', () => {
    const seats = ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay', 'Gus', 'Hal'];
    const input: ScenarioInput = {
      variant: 'grand-melee',
      seats,
      objects: [creature('Goblin Guide', 'Alex'), creature('Raiding Schemer', 'Eve'), creature('Fog Bank', 'Carol')],
    };
    expect(
      tableCodes({ ...input, events: [attack('Goblin Guide', 'Bianca'), attack('Raiding Schemer', 'Fay')] }),
    ).toEqual([]);
    // Carol is not taking a turn: markers 1 and 2 are Alex's and Eve's (807.4b).
    expect(tableCodes({ ...input, events: [attack('Fog Bank', 'Dave')] })).toEqual(['table/illegal-attack']);
  });

  it('names the rule and whom the player could attack', () => {
    const problem = evaluate(
      buildScenario({
        ...FFA,
        options: { attack: 'left' },
        events: [attack('Goblin Guide', 'Carol')],
        questions: [{ ask: 'taking-turn' }],
      }),
    ).problems[0]!;
    expect(problem).toMatchObject({
      message: "Event 1 (attack): Alex's creatures can't attack Carol: they can attack Bianca this turn.",
      path: ['events', 0, 'attack', 'player'],
      rules: ['803.1a'],
    });
  });
});

describe('the block and removeFromCombat events (509.1a, 802.4a, 805.10d, 506.4)', () => {
  it.each<[string, ScenarioInput, string[]]>([
    [
      'a block of a creature attacking the blocker’s controller',
      { ...FFA, events: [attack('Goblin Guide', 'Bianca'), block('Wall of Frost', 'Goblin Guide')] },
      [],
    ],
    [
      'a block of a creature attacking another player (802.4a)',
      { ...FFA, events: [attack('Goblin Guide', 'Carol'), block('Wall of Frost', 'Goblin Guide')] },
      ['table/illegal-block'],
    ],
    [
      'a block of a creature attacking a planeswalker the blocker’s controller controls',
      { ...FFA, events: [attackWalker('Goblin Guide', 'Jace'), block('Fog Bank', 'Goblin Guide')] },
      [],
    ],
    [
      'a block of a creature that does not attack',
      { ...FFA, events: [attack('Goblin Guide', 'Bianca'), block('Wall of Frost', 'Raiding Schemer')] },
      ['table/not-attacking'],
    ],
    [
      'a block of a creature removed from combat',
      {
        ...FFA,
        events: [attack('Goblin Guide', 'Bianca'), remove('Goblin Guide'), block('Wall of Frost', 'Goblin Guide')],
      },
      ['table/not-attacking'],
    ],
    [
      'a creature declared as a blocker twice',
      {
        ...FFA,
        events: [
          attack('Goblin Guide', 'Bianca'),
          attack('Raiding Schemer', 'Bianca'),
          block('Wall of Frost', 'Goblin Guide'),
          block('Wall of Frost', 'Raiding Schemer'),
        ],
      },
      ['table/illegal-block'],
    ],
    [
      'a removal of a creature in combat',
      { ...FFA, events: [attack('Goblin Guide', 'Bianca'), remove('Goblin Guide')] },
      [],
    ],
    [
      'a removal of a creature that never was in combat',
      { ...FFA, events: [attack('Goblin Guide', 'Bianca'), remove('Raiding Schemer')] },
      ['table/not-attacking'],
    ],
    [
      'a removal twice',
      { ...FFA, events: [attack('Goblin Guide', 'Bianca'), remove('Goblin Guide'), remove('Goblin Guide')] },
      ['table/not-attacking'],
    ],
  ])('%s', (_, input, codes) => {
    expect(tableCodes(input)).toEqual(codes);
  });

  it('under shared team turns a defending player blocks for the team (805.10d; 810.7d in 2011)', () => {
    const events = [attack('Goblin Guide', 'Cat'), block('Wall of Frost', 'Goblin Guide')];
    expect(tableCodes({ ...GIANT, events })).toEqual([]);
    expect(tableCodes({ ...GIANT, edition: '2011', events })).toEqual([]);
  });
});

describe('defending-player (802.2a, 805.10e; 810.7b in 2011)', () => {
  const ask = { ask: 'defending-player', creature: 'Goblin Guide' };

  it.each<[string, ScenarioInput, string[]]>([
    ['the player it attacks', { ...FFA, events: [attack('Goblin Guide', 'Carol')] }, ['Carol']],
    [
      'the controller of the planeswalker it attacks',
      { ...FFA, events: [attackWalker('Goblin Guide', 'Jace')] },
      ['Carol'],
    ],
    [
      'after it is removed from combat',
      { ...FFA, events: [attack('Goblin Guide', 'Carol'), remove('Goblin Guide')] },
      ['Carol'],
    ],
    [
      'no one once that player has left (800.4a)',
      { ...FFA, events: [attack('Goblin Guide', 'Carol'), leave('Carol')] },
      [],
    ],
    ['2011: the player it attacked', { ...FFA, edition: '2011', events: [attack('Goblin Guide', 'Dave')] }, ['Dave']],
    [
      'without an attack option, the one player chosen (506.2a, 508.5)',
      { ...FFA, variant: undefined, options: {}, events: [attack('Goblin Guide', 'Bianca')] },
      ['Bianca'],
    ],
    [
      'Two-Headed Giant, 2024: the one it attacks (805.10e)',
      { ...GIANT, events: [attack('Goblin Guide', 'Dan')] },
      ['Dan'],
    ],
    [
      'Two-Headed Giant, 2011: either defending player (810.7b)',
      { ...GIANT, edition: '2011', events: [attack('Goblin Guide', 'Dan')] },
      ['Cat', 'Dan'],
    ],
  ])('%s', (_, input, expected) => {
    expect(value(input, ask)).toEqual(expected);
  });

  it('a creature that changed controller left combat (506.4), and its defending player stays', () => {
    // Alex attacks with Bianca's Runeclaw Bear, which Act of Treason gave him; then he leaves.
    const input: ScenarioInput = {
      ...FFA,
      objects: [creature('Runeclaw Bear', 'Bianca', { controlledBy: { player: 'Alex', source: 'Act of Treason' } })],
      events: [attack('Runeclaw Bear', 'Carol'), leave('Alex')],
    };
    const result = answer(input, { ask: 'defending-player', creature: 'Runeclaw Bear' });
    expect(result.value).toEqual(['Carol']);
    expect(result.explanation[1]!.text).toBe(
      "Runeclaw Bear's controller changed from Alex to Bianca, which removes it from combat",
    );
  });

  it('is refused for a creature that has not attacked, and for one gone with its controller', () => {
    expect(problemCodes(FFA, ask)).toEqual(['question/not-in-combat']);
    expect(problemCodes({ ...FFA, events: [attack('Goblin Guide', 'Carol'), leave('Alex')] }, ask)).toEqual([
      'question/player-has-left',
    ]);
  });

  it('explains the attack with its seats, the team and the rule', () => {
    expect(answer({ ...GIANT, events: [attack('Goblin Guide', 'Dan')] }, ask).explanation).toEqual([
      {
        text: 'Event 1: Ann (seat 1, team Sun) attacks Dan (seat 4, team Moon) with Goblin Guide',
        rules: ['805.10b'],
      },
      {
        text: 'Under shared team turns each player of the defending team Moon is a defending player: Cat and Dan',
        rules: ['805.10a'],
      },
      {
        text: '"Defending player" in an ability of Goblin Guide means one specific player: the player it is attacking: Dan',
        rules: ['805.10e'],
      },
    ]);
  });

  it('answers each attacker with the one player it attacks, wherever the seats start', () => {
    const seats = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo'];
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom<'2011' | '2024'>('2011', '2024'),
        (size, turn, targets, edition) => {
          const ring = seats.slice(0, size);
          const active = ring[turn % size]!;
          const attacks = targets.map((t, i) => ({
            creature: `C${i}`,
            player: ring[(turn + (t % (size - 1)) + 1) % size]!,
          }));
          const input: ScenarioInput = {
            variant: 'free-for-all',
            edition,
            options: { attack: 'multiple' },
            seats: [...ring.slice(turn % size), ...ring.slice(0, turn % size)],
            active: [active],
            objects: attacks.map((a) => creature(a.creature, active)),
            events: attacks.map((a) => attack(a.creature, a.player)),
          };
          for (const a of attacks)
            expect(value(input, { ask: 'defending-player', creature: a.creature })).toEqual([a.player]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('attacking-player (805.10c; 810.7b in 2011; 506.2)', () => {
  const twoAttackers = [attack('Goblin Guide', 'Cat'), attack('Raiding Schemer', 'Cat')];

  it.each<[string, ScenarioInput, string[]]>([
    [
      'outside shared team turns, the active player (506.2)',
      { ...FFA, events: [attack('Goblin Guide', 'Bianca'), block('Wall of Frost', 'Goblin Guide')] },
      ['Alex'],
    ],
    [
      '2024, a blocker of creatures of both attacking players: either (805.10c)',
      { ...GIANT, events: [...twoAttackers, block('Wall of Frost', 'Goblin Guide', 'Raiding Schemer')] },
      ['Ann', 'Ben'],
    ],
    [
      '2024, a blocker of one player’s creature: that player',
      { ...GIANT, events: [...twoAttackers, block('Fog Bank', 'Raiding Schemer')] },
      ['Ben'],
    ],
    [
      '2011 Two-Headed Giant: either attacking player (810.7b)',
      { ...GIANT, edition: '2011', events: [...twoAttackers, block('Fog Bank', 'Raiding Schemer')] },
      ['Ann', 'Ben'],
    ],
    [
      'a blocker removed from combat: the controller of what it blocked',
      { ...GIANT, events: [...twoAttackers, block('Fog Bank', 'Raiding Schemer'), remove('Fog Bank')] },
      ['Ben'],
    ],
  ])('%s', (_, input, expected) => {
    expect(value(input, { ask: 'attacking-player', creature: blockerOf(input) })).toEqual(expected);
  });

  it('names the reading for a blocker removed from combat', () => {
    const input = { ...GIANT, events: [...twoAttackers, block('Fog Bank', 'Raiding Schemer'), remove('Fog Bank')] };
    const steps = answer(input, { ask: 'attacking-player', creature: 'Fog Bank' }).explanation;
    expect(steps.map((s) => s.reading).filter(Boolean)).toEqual(['attacking-player-after-removal']);
  });

  it('is refused for a creature that has not blocked', () => {
    expect(problemCodes(FFA, { ask: 'attacking-player', creature: 'Wall of Frost' })).toEqual([
      'question/not-in-combat',
    ]);
  });
});

/** The creature of the input's last block event. */
function blockerOf(input: ScenarioInput): string {
  const blocks = (input.events ?? []).filter((e): e is GameEvent & { kind: 'block' } => e.kind === 'block');
  return blocks.at(-1)!.creature;
}

describe('active-player-ref (805.9)', () => {
  const ask = { ask: 'active-player-ref', controller: 'Cat' };
  const THREE_TEAMS: ScenarioInput = {
    options: { sharedTeamTurns: true },
    seats: [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan'), ...team('Star', 'Eve', 'Fay')],
    active: ['Ann'],
  };

  it.each<[string, ScenarioInput, string[]]>([
    ['the active player', { ...FFA }, ['Alex']],
    ['under shared team turns, either player of the active team', GIANT, ['Ann', 'Ben']],
    ['2011, the same (805.9)', { ...GIANT, edition: '2011' }, ['Ann', 'Ben']],
    ['a teammate who left is no longer one of them', { ...THREE_TEAMS, events: [leave('Ben')] }, ['Ann']],
    ['no one while the turn goes on without its player (800.4j)', { ...FFA, events: [leave('Alex')] }, []],
    ['after the turn passes, the next player', { ...FFA, events: [endTurn('Alex')] }, ['Bianca']],
  ])('%s', (_, input, expected) => {
    const seated = input.seats.map((s) => (typeof s === 'string' ? s : s.name));
    expect(value(input, { ...ask, controller: seated.includes('Cat') ? 'Cat' : 'Carol' })).toEqual(expected);
  });

  it('is refused in Grand Melee, without a known turn, and for a controller who has left', () => {
    expect(
      problemCodes(
        { variant: 'grand-melee', seats: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] },
        { ...ask, controller: 'A' },
      ),
    ).toEqual(['question/not-applicable']);
    expect(problemCodes({ ...FFA, active: [] }, { ...ask, controller: 'Carol' })).toEqual(['question/turn-unknown']);
    expect(problemCodes({ ...FFA, events: [leave('Carol')] }, { ...ask, controller: 'Carol' })).toEqual([
      'question/player-has-left',
    ]);
  });
});

describe('questions about permanents look at the battlefield only (109.2)', () => {
  const ZONES: ScenarioInput = {
    variant: 'free-for-all',
    options: { attack: 'left', range: 1 },
    seats: FOUR,
    active: ['Alex'],
    objects: [
      creature('Bears in the yard', 'Bianca', { zone: 'graveyard' }),
      {
        name: 'Holy Strength',
        owner: 'Alex',
        types: ['enchantment', 'aura'],
        zone: 'hand',
        attachedTo: 'Runeclaw Bear',
      },
      creature('Runeclaw Bear', 'Bianca'),
      { name: 'Pendrell Mists', owner: 'Alex', types: ['world', 'enchantment'], zone: 'graveyard', timestamp: 2 },
      { name: 'Storm World', owner: 'Bianca', types: ['world', 'enchantment'], timestamp: 1 },
    ],
  };

  it.each<[string, Record<string, unknown>, unknown]>([
    ['can-target a card in a graveyard', { ask: 'can-target', player: 'Alex', target: 'Bears in the yard' }, false],
    ['in-range of a card in a graveyard', { ask: 'in-range', player: 'Alex', of: 'Bears in the yard' }, false],
    [
      'can-activate a card in a graveyard',
      { ask: 'can-activate', player: 'Bianca', object: 'Bears in the yard' },
      false,
    ],
    ['triggers with a source in a hand', { ask: 'triggers', source: 'Holy Strength', involves: ['Bianca'] }, false],
    ['stays-attached of an Aura in a hand', { ask: 'stays-attached', object: 'Holy Strength' }, false],
    [
      'affected leaves a card in a graveyard out',
      { ask: 'affected', controller: 'Alex', of: ['Bianca', 'Bears in the yard'] },
      ['Bianca'],
    ],
    ['the world rule counts only world permanents on the battlefield', { ask: 'uniqueness-rules' }, []],
  ])('%s', (_, question, expected) => {
    expect(value(ZONES, question as { ask: string })).toEqual(expected);
  });

  it('names the reading', () => {
    const steps = answer(ZONES, { ask: 'can-target', player: 'Alex', target: 'Bears in the yard' }).explanation;
    expect(steps[0]).toEqual({
      text: "Bears in the yard is in Bianca's graveyard, not on the battlefield, where the permanents this question is about are",
      rules: ['109.2'],
      reading: 'permanents-on-the-battlefield',
    });
  });

  it('a control effect whose source Aura is not on the battlefield is not in force', () => {
    const objects: GameObject[] = [
      { name: 'Control Magic', owner: 'Alex', types: ['enchantment', 'aura'], zone: 'graveyard' },
      creature('Wall of Wood', 'Bianca', { controlledBy: { player: 'Alex', source: 'Control Magic' } }),
    ];
    expect(value({ ...ZONES, objects }, { ask: 'leave-game', player: 'Alex' })).toEqual({
      'Control Magic': 'leaves-game',
      'Wall of Wood': 'stays',
    });
  });
});

describe('leave-game in every zone (800.4a, 610.3, 800.4d)', () => {
  const spell = (more: Partial<GameObject> = {}): GameObject => ({
    name: 'Mind Rot',
    owner: 'Bianca',
    controller: 'Alex',
    types: ['sorcery'],
    zone: 'stack',
    ...more,
  });

  it.each<[string, ScenarioInput, Record<string, unknown>]>([
    [
      '2024: a card on the stack the player controls is exiled',
      { ...FFA, objects: [spell()] },
      { 'Mind Rot': 'exiled' },
    ],
    [
      '2024: a copy on the stack ceases to exist',
      { ...FFA, objects: [spell({ token: true })] },
      { 'Mind Rot': 'leaves-game' },
    ],
    [
      '2011: a spell on the stack ceases to exist',
      { ...FFA, edition: '2011', objects: [spell()] },
      { 'Mind Rot': 'leaves-game' },
    ],
    [
      'a card in a graveyard leaves only with its owner',
      {
        ...FFA,
        objects: [
          creature('Bears', 'Alex', { zone: 'graveyard' }),
          creature('Elf', 'Bianca', { zone: 'graveyard', controller: 'Alex' }),
        ],
      },
      { Bears: 'leaves-game', Elf: 'stays' },
    ],
    [
      'the exiling object is not on the battlefield: the card stays exiled',
      {
        ...FFA,
        objects: [
          creature('Banisher Priest', 'Alex', { zone: 'graveyard' }),
          creature('Bears', 'Bianca', { zone: 'exile', exiledBy: { object: 'Banisher Priest', returns: 'until' } }),
        ],
      },
      { 'Banisher Priest': 'leaves-game', Bears: 'stays-exiled' },
    ],
    [
      'exiled "until" by an object its controller, not its owner, takes out: it returns',
      {
        ...FFA,
        objects: [
          creature('Banisher Priest', 'Carol', { controller: 'Alex' }),
          creature('Bears', 'Bianca', { zone: 'exile', exiledBy: { object: 'Banisher Priest', returns: 'until' } }),
        ],
      },
      { 'Banisher Priest': 'exiled', Bears: 'returns' },
    ],
  ])('%s', (_, input, expected) => {
    expect(value(input, { ask: 'leave-game', player: 'Alex' })).toEqual(expected);
  });

  it('under 2011 a card exiled "until" is refused wherever a question names it (no 610.3)', () => {
    const input: ScenarioInput = {
      ...FFA,
      edition: '2011',
      objects: [
        creature('Banisher Priest', 'Alex'),
        creature('Bears', 'Bianca', { zone: 'exile', exiledBy: { object: 'Banisher Priest', returns: 'until' } }),
      ],
    };
    expect(problemCodes(input, { ask: 'leave-game', player: 'Carol' })).toEqual(['question/not-in-edition']);
    expect(problemCodes(input, { ask: 'in-range', player: 'Carol', of: 'Bears' })).toEqual(['question/not-in-edition']);
    expect(outcome(input, { ask: 'in-range', player: 'Carol', of: 'Banisher Priest' }).problems).toEqual([]);
  });
});

describe('one home for whom a player can attack', () => {
  it('an attack is refused exactly when can-attack leaves its player out', () => {
    const names = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gil', 'Hu'];
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.constantFrom<'left' | 'right' | 'multiple'>('left', 'right', 'multiple'),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        fc.integer({ min: 0, max: 7 }),
        fc.option(fc.integer({ min: 1, max: 7 }), { nil: undefined }),
        fc.constantFrom<'2011' | '2024'>('2011', '2024'),
        (size, option, range, targetSeat, leaver, edition) => {
          const seats = names.slice(0, size);
          const target = seats[targetSeat % size]!;
          // Someone other than Ann, who attacks, may have conceded this turn.
          const gone = leaver === undefined || leaver % size === 0 ? undefined : seats[leaver % size];
          const input: ScenarioInput = {
            variant: 'free-for-all',
            edition,
            options: { attack: option, ...(range !== undefined && { range }) },
            seats,
            active: ['Ann'],
            objects: [creature('Bear', 'Ann')],
            events: gone === undefined ? [] : [leave(gone)],
          };
          const allowed = value(input, { ask: 'can-attack', player: 'Ann' }) as string[];
          const codes = tableCodes({ ...input, events: [...(input.events ?? []), attack('Bear', target)] });
          if (target === gone) expect(codes).toEqual(['table/player-has-left']);
          else expect(codes).toEqual(allowed.includes(target) ? [] : ['table/illegal-attack']);
        },
      ),
      { numRuns: 60 },
    );
  });
});
