// life-gained: the life one player gained during the events, not their team's (810.9): what
// "whenever you gain life" and "if you gained N or more life this turn" count.
import { lifeShareKind } from './life-shares.js';

export const lifeGainedKind = lifeShareKind(
  'life-gained',
  'the life a player alone gained during the events',
  'gained',
);
