import { describe, expect, it } from 'vitest';
import { TWELVE, type ScenarioInput } from '../table/scenario-builder.js';
import { answer } from './ask.js';

// In Grand Melee the turn markers say whose turn is in progress. A file that leaves
// turn.active out means every holder with room (gm-default-active), and is answered as if
// it listed them: the answers read the markers, not a list the file may or may not give.
const LISTED: ScenarioInput = { variant: 'grand-melee', seats: TWELVE, active: ['Alex', 'Eve', 'Ida'] };
const DEFAULT: ScenarioInput = { variant: 'grand-melee', seats: TWELVE };

describe('Grand Melee answers about turns in progress', () => {
  it('can-attack: a player taking no turn is answered as such either way', () => {
    const listed = answer(LISTED, { ask: 'can-attack', player: 'Lou' });
    expect(answer(DEFAULT, { ask: 'can-attack', player: 'Lou' })).toEqual(listed);
    expect(listed.value).toEqual(['Alex']);
    expect(listed.explanation.map((step) => step.reading)).toContain('can-attack-not-active');
  });

  it('priority-after-leave: a holder who loses during their own turn leaves it without an active player (800.4j) either way', () => {
    const events = [{ kind: 'damage' as const, players: ['Eve'], amount: 20 }];
    const listed = answer({ ...LISTED, events }, { ask: 'priority-after-leave', player: 'Eve' });
    expect(answer({ ...DEFAULT, events }, { ask: 'priority-after-leave', player: 'Eve' })).toEqual(listed);
    expect(listed.value).toBe('Fay');
    expect(listed.citations).toContain('800.4j');
  });
});
