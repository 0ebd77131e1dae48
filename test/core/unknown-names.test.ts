// The unknown-name errors always say what the names are, and never list nothing.
import { describe, expect, it } from 'vitest';
import { notSeated, notSeatedNorObject, notSeatedNorTeam } from '../../src/core/unknown-names.js';

describe('unknown names', () => {
  it('suggests the nearest name, else lists the names there are', () => {
    expect(notSeated('Bianka', ['Alex', 'Bianca'], []).notes).toEqual(['did you mean "Bianca"?']);
    expect(notSeated('Zed', ['Alex', 'Bianca'], []).notes).toEqual(['the players seated are "Alex" and "Bianca"']);
    expect(notSeatedNorObject('Zed', ['Alex', 'Bears'], []).notes).toEqual([
      'the players and objects are "Alex" and "Bears"',
    ]);
    expect(notSeatedNorTeam('Zed', ['Alex', 'Blue'], []).notes).toEqual([
      'the players and teams are "Alex" and "Blue"',
    ]);
  });

  it('says that no one is seated rather than listing no one', () => {
    for (const problem of [
      notSeated('Ann', [], []),
      notSeatedNorObject('Ann', [], []),
      notSeatedNorTeam('Ann', [], []),
    ])
      expect(problem.notes).toEqual(['no player is seated; list the players under "seats"']);
  });
});
