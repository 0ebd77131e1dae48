// The rules of the 2026 rules that the Commander, monarch and initiative readings cite
// (rules/reading-texts.ts), by what each says. Their numbers are the English 2026-01-16
// text's; an imported edition cites its own (judge/cite-under-edition.ts).
import { of2026 } from '../rules/reading-texts.js';

export const COMMANDER_RULES = {
  /** 903.2: the default multiplayer setup, Free-for-All with attack multiple players, without limited range. */
  setup: of2026('903.2'),
  /** 903.3: the commander designation is an attribute of the card, kept as it changes zones. */
  designation: of2026('903.3'),
  /** 903.7: each player's life total starts at 40. */
  life: of2026('903.7'),
  /** 903.8: the commander tax, {2} for each earlier cast from the command zone. */
  tax: of2026('903.8'),
  /** 903.10a: 21 or more combat damage from the same commander loses the game. */
  damage: of2026('903.10a'),
  /** 704.6c: that loss is a state-based action. */
  stateBased: of2026('704.6c'),
} as const;

/** The monarch (724) and the initiative (725): the same four rules each, and 725.5. */
export const DESIGNATION_RULES = {
  monarch: {
    none: of2026('724.1'),
    combat: of2026('724.2'),
    one: of2026('724.3'),
    leaves: of2026('724.4'),
  },
  initiative: {
    none: of2026('725.1'),
    combat: of2026('725.2'),
    one: of2026('725.3'),
    leaves: of2026('725.4'),
    again: of2026('725.5'),
  },
} as const;
