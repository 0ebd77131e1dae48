// life-lost: the life one player lost during the events (damage and paid life included), not
// their team's (810.9): what "whenever you lose life" and "if you lost life this turn" count.
import { lifeShareKind } from './life-shares.js';

export const lifeLostKind = lifeShareKind(
  'life-lost',
  'the life a player alone lost during the events, damage and paid life included',
  'lost',
);
