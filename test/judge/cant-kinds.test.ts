// The object key `cant` and the kinds about it, each table written from the rules: 101.2 (the
// "can't" effect takes precedence), 801.10 (an effect reaches its controller's range), 810.8a
// and 810.9g–h (Two-Headed Giant shares it), 809.5 (Emperor), 104.3g (Team vs. Team), 810.9
// (each player's own life changes), 119.8 / 118.8 (paying life).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../property-runs.js';
import { evaluate } from '../../src/judge/evaluate.js';
import type { CantValue, EditionYear, GameEvent, GameObject } from '../../src/core/scenario.js';
import { CANT_VALUES } from '../../src/core/scenario.js';
import { buildScenario, leave, team, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, outcome, problemCodes, value } from './ask.js';

const angel = (owner: string, extra: Partial<GameObject> = {}): GameObject => ({
  name: 'Platinum Angel',
  owner,
  cant: ['lose', 'opponents-win'],
  ...extra,
});
const emperion = (owner: string): GameObject => ({
  name: 'Platinum Emperion',
  owner,
  cant: ['gain-life', 'lose-life'],
});
const object = (name: string, owner: string, ...cant: CantValue[]): GameObject => ({ name, owner, cant });

const giant = (edition: EditionYear, objects: GameObject[], events: GameEvent[] = []): ScenarioInput => ({
  edition,
  variant: 'two-headed-giant',
  seats: [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan')],
  objects,
  events,
});
const ffa = (edition: EditionYear, objects: GameObject[], events: GameEvent[] = [], range?: number): ScenarioInput => ({
  edition,
  variant: 'free-for-all',
  ...(range !== undefined && { options: { range } }),
  seats: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
  objects,
  events,
});
const emperor = (edition: EditionYear, objects: GameObject[], events: GameEvent[] = []): ScenarioInput => ({
  edition,
  variant: 'emperor',
  seats: [
    ...team(
      'North',
      { name: 'Nina', role: 'general' },
      { name: 'Ned', role: 'emperor' },
      { name: 'Nora', role: 'general' },
    ),
    ...team(
      'South',
      { name: 'Sam', role: 'general' },
      { name: 'Sue', role: 'emperor' },
      { name: 'Sid', role: 'general' },
    ),
  ],
  objects,
  events,
});
const tvt = (edition: EditionYear, objects: GameObject[], events: GameEvent[] = []): ScenarioInput => ({
  edition,
  variant: 'team-vs-team',
  seats: [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan')],
  objects,
  events,
});

const damage = (players: string[], amount: number): GameEvent => ({ kind: 'damage', players, amount });
const gain = (players: string[], amount: number): GameEvent => ({ kind: 'gainLife', players, amount });
const pay = (player: string, amount: number): GameEvent => ({ kind: 'payLife', player, amount });
const set = (player: string, to: number): GameEvent => ({ kind: 'setLife', player, to });

const EDITIONS: EditionYear[] = ['2011', '2024'];
const readingsOf = (input: ScenarioInput, question: Record<string, unknown>): string[] =>
  answer(input, { ask: String(question.ask), ...question }).explanation.flatMap((s) => s.reading?.split(', ') ?? []);

describe('can-win and can-lose', () => {
  it.each(EDITIONS)('%s, Two-Headed Giant: a player who can’t lose keeps the team from losing (810.8a)', (edition) => {
    const table = giant(edition, [angel('Ann')]);
    expect(
      ['Ann', 'Ben', 'Cat', 'Dan'].map((player) => [
        value(table, { ask: 'can-lose', player }),
        value(table, { ask: 'can-win', player }),
      ]),
    ).toEqual([
      [false, true],
      [false, true],
      [true, false],
      [true, false],
    ]);
    const ben = answer(table, { ask: 'can-lose', player: 'Ben' });
    expect(ben.citations).toEqual(['109.5', '101.2', '810.8a', '104.3a', '810.8b']);
    expect(ben.explanation[0]!.text).toBe(
      "Platinum Angel (controlled by Ann) says Ann can't lose the game; Ann is on Ben's team, so team Sun can't lose the game",
    );
  });

  it.each(EDITIONS)('%s, Team vs. Team: a player’s "can’t lose" is theirs alone (104.3g)', (edition) => {
    const table = tvt(edition, [angel('Cat')]);
    expect(value(table, { ask: 'can-lose', player: 'Cat' })).toBe(false);
    expect(value(table, { ask: 'can-lose', player: 'Dan' })).toBe(true);
    expect(value(table, { ask: 'can-win', player: 'Ann' })).toBe(false);
    expect(value(table, { ask: 'can-win', player: 'Dan' })).toBe(true);
    expect(answer(table, { ask: 'can-lose', player: 'Cat' }).citations).toContain('104.3g');
  });

  it.each(EDITIONS)(
    '%s, limited range: "your opponents can’t win" reaches only the opponents in range (801.10)',
    (edition) => {
      const table = ffa(edition, [angel('Ann')], [], 1);
      expect(['Ben', 'Cat', 'Dan', 'Eve'].map((player) => value(table, { ask: 'can-win', player }))).toEqual([
        false,
        true,
        true,
        false,
      ]);
      expect(answer(table, { ask: 'can-win', player: 'Eve' }).explanation[0]!).toEqual({
        text: "Platinum Angel (controlled by Ann) says Ann's opponents can't win the game, and Eve is one of them within Ann's range of influence",
        rules: ['101.2', '102.3', '801.10'],
      });
    },
  );

  it('“you” is the controller now: a stolen Platinum Angel protects the player who controls it (109.5)', () => {
    const stolen = angel('Ann', { controlledBy: { player: 'Cat', source: 'Control Magic' } });
    const table = ffa('2024', [stolen]);
    expect(value(table, { ask: 'can-lose', player: 'Cat' })).toBe(false);
    expect(value(table, { ask: 'can-lose', player: 'Ann' })).toBe(true);
    expect(value(table, { ask: 'can-win', player: 'Ann' })).toBe(false);
  });

  it('an effect ends when its controller leaves the game (800.4a)', () => {
    const table = ffa('2024', [angel('Ann')], [leave('Ann')]);
    expect(value(table, { ask: 'can-win', player: 'Ben' })).toBe(true);
  });

  it('under limited range in Two-Headed Giant the rule carries the effect to teammates out of range (team-carries-cant)', () => {
    const table: ScenarioInput = {
      variant: 'two-headed-giant',
      options: { range: 1 },
      seats: [...team('Sun', 'Ann', 'Ava', 'Amy'), ...team('Moon', 'Bob', 'Bea', 'Ben')],
      objects: [object('Erebos', 'Ann', 'opponents-gain-life')],
    };
    // Ann's range 1 holds Ava and Ben; Bob, 3 seats away, shares it with Ben (810.9g).
    expect(value(table, { ask: 'can-gain-life', player: 'Bob' })).toBe(false);
    expect(readingsOf(table, { ask: 'can-gain-life', player: 'Bob' })).toEqual(['team-carries-cant']);
    expect(value(table, { ask: 'can-gain-life', player: 'Ava' })).toBe(true);
  });

  it('refuses a player who has left (800.4a)', () => {
    const table = ffa('2024', [angel('Ann')], [leave('Ben')]);
    for (const ask of ['can-win', 'can-lose', 'can-gain-life', 'can-lose-life', 'life-gained', 'life-lost'])
      expect(problemCodes(table, { ask, player: 'Ben' })).toEqual(['question/player-has-left']);
  });
});

describe('can-gain-life and can-lose-life', () => {
  it.each<[EditionYear, string, string]>([
    ['2011', '118.7', '118.8'],
    ['2024', '119.7', '119.8'],
  ])('%s: Platinum Emperion’s team can’t gain or lose life (810.9g, 810.9h; %s, %s)', (edition, cantGain, cantLose) => {
    const table = giant(edition, [emperion('Ann')]);
    expect(value(table, { ask: 'can-gain-life', player: 'Ben' })).toBe(false);
    expect(value(table, { ask: 'can-lose-life', player: 'Ben' })).toBe(false);
    expect(value(table, { ask: 'can-gain-life', player: 'Cat' })).toBe(true);
    expect(answer(table, { ask: 'can-gain-life', player: 'Ben' }).citations).toEqual([
      '109.5',
      '101.2',
      '810.9g',
      cantGain,
    ]);
    expect(answer(table, { ask: 'can-lose-life', player: 'Ben' }).citations).toContain(cantLose);
  });

  it('players-gain-life reaches the controller too; opponents-gain-life does not', () => {
    const table = ffa('2024', [
      object('Witch Hunt', 'Ann', 'players-gain-life'),
      object('Erebos', 'Ben', 'opponents-gain-life'),
    ]);
    expect(['Ann', 'Ben', 'Cat'].map((player) => value(table, { ask: 'can-gain-life', player }))).toEqual([
      false,
      false,
      false,
    ]);
    const erebosOnly = ffa('2024', [object('Erebos', 'Ben', 'opponents-gain-life')]);
    expect(value(erebosOnly, { ask: 'can-gain-life', player: 'Ben' })).toBe(true);
  });
});

describe('life events a "can’t" effect forbids', () => {
  it.each<[EditionYear, string[]]>([
    ['2011', ['118.8']],
    ['2024', ['119.8']],
  ])('%s: paying life is refused (table/cannot-pay-life), paying 0 is not', (edition, rules) => {
    const refused = outcome(ffa(edition, [emperion('Ann')], [pay('Ann', 2)]), { ask: 'lost' });
    expect(refused.problems.map((p) => [p.code, p.rules])).toEqual([['table/cannot-pay-life', rules]]);
    expect(refused.problems[0]!.message).toBe(
      `Cannot answer: Ann can't pay 2 life: Ann can't lose life (Platinum Emperion, controlled by Ann), and a player who can't lose life can't pay life (${rules[0]}).`,
    );
    expect(value(ffa(edition, [emperion('Ann')], [pay('Ann', 0)]), { ask: 'life-lost', player: 'Ann' })).toBe(0);
  });

  it('a teammate of Platinum Emperion can’t pay life either (810.9h)', () => {
    const result = evaluate(buildScenario({ ...giant('2024', [emperion('Ann')], [pay('Ben', 1)]) }));
    expect(result.problems.map((p) => [p.code, p.path, p.rules, p.message])).toEqual([
      [
        'table/cannot-pay-life',
        ['events', 0, 'payLife', 'amount'],
        ['810.9h', '119.8'],
        "Ben can't pay 1 life: Ann can't lose life (Platinum Emperion, controlled by Ann), so no player on Ben's team can lose life or pay any amount of life other than 0 (810.9h).",
      ],
    ]);
  });

  it('damage is dealt and loses no life; a set life total the player can’t reach stays', () => {
    const events = [damage(['Ben', 'Cat'], 5), gain(['Ann'], 3), set('Ben', 50), set('Dan', 10)];
    const table = giant('2024', [emperion('Ann')], events);
    expect(value(table, { ask: 'team-life', team: 'Sun' })).toBe(30);
    expect(value(table, { ask: 'team-life', team: 'Moon' })).toBe(10);
    const sun = answer(table, { ask: 'team-life', team: 'Sun' });
    expect(sun.explanation.map((s) => s.text)).toEqual([
      'Team Sun starts with 30 life',
      'Ben is dealt 5 damage: team Sun +0, now 30',
      "Ben is dealt the damage and loses no life: Platinum Emperion (controlled by Ann) says Ann can't lose life; Ann is on Ben's team, so no player on team Sun can lose life",
      'Ann would gain 3 life: team Sun +0, now 30',
      "Ann gains no life: Platinum Emperion (controlled by Ann) says Ann can't gain life",
      "Ben's life total would become 50, a gain of 20 life for Ben: team Sun +0, now 30",
      "Ben gains no life: Platinum Emperion (controlled by Ann) says Ann can't gain life; Ann is on Ben's team, so no player on team Sun can gain life",
      "Team Sun's life total after the events: 30",
    ]);
    expect(sun.explanation[5]!.reading).toBe('forbidden-life-change');
    // Dan's team may lose life: his life total becomes 10 from the team's 25.
    expect(value(table, { ask: 'life-lost', player: 'Dan' })).toBe(15);
  });

  it('an effect whose controller left in an earlier event no longer forbids anything (800.4a)', () => {
    const witchHunt = object('Witch Hunt', 'Ann', 'players-gain-life');
    const table = ffa('2011', [witchHunt], [gain(['Ben'], 3), leave('Ann'), gain(['Ben'], 2)]);
    expect(value(table, { ask: 'life-gained', player: 'Ben' })).toBe(2);
  });
});

describe('life-gained and life-lost', () => {
  it.each(EDITIONS)('%s: each player’s own changes, not the team’s (810.9)', (edition) => {
    const events = [gain(['Ann'], 3), gain(['Ben'], 4), damage(['Ann', 'Ben'], 2), pay('Ann', 1), set('Ben', 40)];
    const table = giant(edition, [], events);
    // Sun: 30 + 3 + 4 − 4 − 1 = 32; Ben's life total becomes 40: he gains 8 (810.9c).
    expect(
      ['Ann', 'Ben', 'Cat'].flatMap((player) => [
        value(table, { ask: 'life-gained', player }),
        value(table, { ask: 'life-lost', player }),
      ]),
    ).toEqual([3, 3, 12, 2, 0, 0]);
    const ann = answer(table, { ask: 'life-gained', player: 'Ann' });
    expect(ann.explanation.map((s) => s.text)).toEqual([
      'Event 1: Ann gains 3 life',
      "Ben gained life too; that went to the team's shared total, but it happened to Ben, not to Ann",
      "Ann gained 3 life during the events, counting only what happened to them, not to the team's total",
    ]);
    expect(ann.citations).toEqual([edition === '2011' ? '118.3' : '119.3', '810.9']);
  });

  it('outside Two-Headed Giant: damage and paid life are life lost (120.3a, 119.4)', () => {
    const table = ffa('2024', [], [damage(['Ann'], 3), pay('Ann', 2), set('Ann', 20)]);
    expect(value(table, { ask: 'life-lost', player: 'Ann' })).toBe(5);
    expect(value(table, { ask: 'life-gained', player: 'Ann' })).toBe(5);
    expect(answer(table, { ask: 'life-lost', player: 'Ann' }).citations).toEqual(['120.3a', '119.4', '119.3']);
  });

  it('house rule 33 counts the team’s change once; each player still gained the amount (house-rule-33-each-player)', () => {
    const table = { ...giant('2024', [], [gain(['Ann', 'Ben'], 3)]), houseRules: 'magic-mittwoch-2hg' };
    expect(value(table, { ask: 'team-life', team: 'Sun' })).toBe(33);
    expect(value(table, { ask: 'life-gained', player: 'Ben' })).toBe(3);
    expect(readingsOf(table, { ask: 'life-gained', player: 'Ben' })).toEqual(['house-rule-33-each-player']);
  });
});

describe('wins and lost with "can’t" effects', () => {
  it.each<[EditionYear, string[], string]>([
    ['2011', ['Ann'], '800.7'],
    ['2024', ['Ann', 'Ben', 'Dan', 'Eve'], '104.1'],
  ])('%s without limited range: an opponent who can’t lose (%j)', (edition, losers, rule) => {
    const table = ffa(edition, [object('Abyssal Persecutor', 'Ann', 'win', 'opponents-lose')]);
    const result = answer(table, { ask: 'wins', player: 'Cat' });
    expect(result.value).toEqual(losers);
    expect(result.citations).toContain(rule);
  });

  it.each(EDITIONS)('%s: a player who can’t win makes nobody lose (cant-win-stops-win-effect)', (edition) => {
    for (const input of [
      ffa(edition, [angel('Ann')]),
      ffa(edition, [angel('Ann')], [], 1),
      giant(edition, [angel('Ann')]),
    ]) {
      const player = input.variant === 'two-headed-giant' ? 'Cat' : 'Ben';
      expect(value(input, { ask: 'wins', player })).toEqual([]);
      expect(readingsOf(input, { ask: 'wins', player })).toEqual(['cant-win-stops-win-effect']);
    }
  });

  it.each(EDITIONS)(
    '%s, Emperor: the emperor loses, a general who can’t lose stays (general-who-cant-lose)',
    (edition) => {
      const table = emperor(edition, [angel('Nora')], [leave('Ned')]);
      expect(value(table, { ask: 'lost' })).toEqual(['Nina', 'Ned']);
      // The game goes on with Nora in it: South's players are not alone.
      expect(
        value({ ...table, events: [leave('Ned'), damage(['Nora'], 3)] }, { ask: 'life-lost', player: 'Nora' }),
      ).toBe(3);
      const wins = answer(emperor(edition, [angel('Nora')]), { ask: 'wins', player: 'Sue' });
      // Sue's range 2 holds Nina and Nora; Nora can't lose.
      expect(wins.value).toEqual(['Nina']);
    },
  );

  it.each(EDITIONS)(
    '%s, Emperor: an emperor who can’t lose keeps the team in; generals lose alone (809.5b)',
    (edition) => {
      const table = emperor(edition, [angel('Ned')], [damage(['Ned', 'Nina', 'Nora'], 20)]);
      expect(value(table, { ask: 'lost' })).toEqual(['Nina', 'Nora']);
    },
  );

  it('no draw when the one who can’t lose would be among everyone losing at once (104.4a)', () => {
    const table = ffa(
      '2024',
      [object('Lich’s Mastery', 'Eve', 'lose')],
      [damage(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], 20)],
    );
    expect(value(table, { ask: 'lost' })).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
  });

  it('a concession always happens (104.3a): the team leaves in Two-Headed Giant (810.8b)', () => {
    expect(value(giant('2011', [angel('Ann')], [leave('Ben')]), { ask: 'lost' })).toEqual(['Ann', 'Ben']);
  });
});

describe('properties', () => {
  const arbTable = fc.record({
    n: fc.integer({ min: 4, max: 9 }),
    range: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    cants: fc.array(
      fc.record({ owner: fc.nat(), cant: fc.uniqueArray(fc.constantFrom(...CANT_VALUES), { minLength: 1 }) }),
      { maxLength: 4 },
    ),
    edition: fc.constantFrom<EditionYear>('2011', '2024'),
  });

  it('in Two-Headed Giant teammates can and can’t do the same things (810.8a, 810.9g, 810.9h)', () => {
    fc.assert(
      fc.property(arbTable, ({ n, range, cants, edition }) => {
        const pairs = Math.max(2, Math.floor(n / 2));
        const seats = Array.from({ length: pairs * 2 }, (_, i) => ({ name: `P${i}`, team: `T${Math.floor(i / 2)}` }));
        const objects = cants.map(({ owner, cant }, i) => ({
          name: `O${i}`,
          owner: seats[owner % seats.length]!.name,
          cant,
        }));
        const input: ScenarioInput = {
          edition,
          variant: 'two-headed-giant',
          ...(range !== undefined && { options: { range } }),
          seats,
          objects,
        };
        for (const ask of ['can-win', 'can-lose', 'can-gain-life', 'can-lose-life'])
          for (let t = 0; t < pairs; t++)
            expect(value(input, { ask, player: `P${2 * t}` }), ask).toBe(
              value(input, { ask, player: `P${2 * t + 1}` }),
            );
      }),
      { numRuns: runs(30) },
    );
  });

  it('a player can do a thing exactly when no effect in force reaches them with it, whatever the seat order', () => {
    fc.assert(
      fc.property(arbTable, fc.nat(), ({ n, range, cants, edition }, rotate) => {
        const seats = Array.from({ length: n }, (_, i) => `P${i}`);
        const objects = cants.map(({ owner, cant }, i) => ({ name: `O${i}`, owner: seats[owner % n]!, cant }));
        const input: ScenarioInput = { edition, ...(range !== undefined && { options: { range } }), seats, objects };
        const k = rotate % n;
        const rotated = { ...input, seats: [...seats.slice(k), ...seats.slice(0, k)] };
        for (const player of seats) {
          const canWin = value(input, { ask: 'can-win', player });
          expect(value(rotated, { ask: 'can-win', player })).toBe(canWin);
          // Your own "can't win" always reaches you (801.2b).
          if (objects.some((o) => o.owner === player && o.cant.includes('win'))) expect(canWin).toBe(false);
          // A "you win" effect of a player who can't win makes nobody lose.
          if (!canWin) expect(value(input, { ask: 'wins', player })).toEqual([]);
        }
      }),
      { numRuns: runs(30) },
    );
  });
});
