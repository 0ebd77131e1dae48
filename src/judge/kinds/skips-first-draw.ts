// skips-first-draw: in a multiplayer game the starting player draws on the first turn,
// except that in Two-Headed Giant the team who plays first skips that draw (800.6 in
// 2011, 800.7 in 2024; 810.6).
import { defineKind } from '../kind.js';

export const skipsFirstDrawKind = defineKind({
  ask: 'skips-first-draw',
  summary: 'does the starting player or team skip its first draw?',
  shape: 'boolean',
  params: {},
  cites: { '2011': ['800.6', '810.6'], '2024': ['800.7', '810.6'] },
  usesTable: false,
  answer(context) {
    const { edition, variant } = context.scenario;
    const ex = context.explainer();
    const rule = edition === '2011' ? '800.6' : '800.7';
    if (variant === 'two-headed-giant') {
      ex.step('In a Two-Headed Giant game the team who plays first skips the draw step of its first turn', [
        rule,
        '810.6',
      ]);
      return ex.answer(true);
    }
    ex.step(
      "In a multiplayer game other than Two-Headed Giant, the starting player doesn't skip the draw step of their first turn",
      [rule],
    );
    return ex.answer(false);
  },
});
