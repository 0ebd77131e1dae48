// State-based actions on the file's permanents: checked on the state the file describes and
// after every event, repeated until nothing more happens, and what is gone stays gone.
import { describe, expect, it } from 'vitest';
import type { GameObject } from '../../src/core/scenario.js';
import { evaluate } from '../../src/judge/evaluate.js';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvents } from '../../src/table/events/apply-events.js';
import { stateBasedOf } from '../../src/table/permanents/permanent-state.js';
import { buildScenario, leave } from './scenario-builder.js';

const seats = ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay'];

function entries(objects: GameObject[], events = [leave('Bianca')], range: number | 'unlimited' = 1) {
  const scenario = buildScenario({
    variant: 'free-for-all',
    options: { range },
    seats,
    active: ['Alex'],
    objects,
    events,
  });
  const built = buildTable(scenario);
  const played = applyEvents(built.table, scenario.events);
  expect([...built.problems, ...played.problems]).toEqual([]);
  return (stateBasedOf(played.table)?.entries ?? []).map((e) => [e.object, e.event, e.action, e.cause]);
}

describe('state-based actions on permanents', () => {
  it('an Aura on an Aura that went to the graveyard follows it in the next round, after the same event', () => {
    const objects: GameObject[] = [
      { name: "Carol's Bear", owner: 'Carol', types: ['creature'] },
      { name: 'Mind Control', owner: 'Bianca', types: ['enchantment', 'aura'], attachedTo: "Carol's Bear" },
      {
        name: 'Holy Strength',
        owner: 'Alex',
        types: ['enchantment', 'aura'],
        attachedTo: 'Mind Control',
        controlledBy: { player: 'Bianca', source: 'Aura Graft' },
      },
    ];
    // Bianca leaves: her Mind Control leaves the game with her (not a state-based action); Holy
    // Strength is Alex's again and attached to nothing.
    expect(entries(objects)).toEqual([['Holy Strength', 0, 'graveyard', 'attachment']]);
  });

  it('an Equipment attached to a player becomes unattached in the state the file describes', () => {
    const objects: GameObject[] = [
      { name: 'Short Sword', owner: 'Alex', types: ['artifact', 'equipment'], attachedTo: 'Fay' },
    ];
    expect(entries(objects, [])).toEqual([['Short Sword', -1, 'unattached', 'attachment']]);
  });

  it('the world rule without a timestamp refuses uniqueness-rules rather than guess', () => {
    const scenario = buildScenario({
      variant: 'free-for-all',
      options: { range: 1 },
      seats,
      objects: [
        { name: 'Storm World', owner: 'Alex', types: ['world', 'enchantment'] },
        { name: 'The Abyss', owner: 'Bianca', types: ['world', 'enchantment'], timestamp: 2 },
      ],
      questions: [{ ask: 'uniqueness-rules' }],
    });
    expect(evaluate(scenario).outcomes[0]!.problems.map((p) => [p.code, p.message])).toEqual([
      [
        'judge/undecided-option',
        'The world rule keeps the newest world permanent (704.5k), but the file gives no timestamp to order Storm World and The Abyss.',
      ],
    ]);
  });

  it('without limited range an attachment is illegal only when what it is attached to is gone', () => {
    const objects: GameObject[] = [
      { name: "Dave's Bear", owner: 'Dave', types: ['creature'] },
      { name: 'Holy Strength', owner: 'Alex', types: ['enchantment', 'aura'], attachedTo: "Dave's Bear" },
      { name: 'Paradox Haze', owner: 'Alex', types: ['enchantment', 'aura'], attachedTo: 'Bianca' },
    ];
    expect(entries(objects, [leave('Bianca')], 'unlimited')).toEqual([['Paradox Haze', 0, 'graveyard', 'attachment']]);
  });
});
