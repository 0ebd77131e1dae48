// Rules outside chapter 8 that answers cite, per edition, with what each says. The
// corpus holds chapter 8 only; these numbers were checked against the official English
// texts of 2011-02-04 and 2024-03-08 (the German 2024 text uses the same numbers).
import type { EditionYear } from '../scenario/model.js';

export const GENERAL_RULES: Readonly<Record<EditionYear, Readonly<Record<string, string>>>> = {
  '2011': {
    '102.3': "In a multiplayer game between teams, a player's opponents are all players not on their team.",
    '103.2': 'The player chosen to take the first turn is the starting player.',
    '104.4c': 'An effect may state that the game is a draw.',
    '402.3': "A player can't look at the cards in another player's hand.",
    '506.2a': 'Unless all opponents become defending players, the attacking player chooses one opponent as the defending player.',
  },
  '2024': {
    '102.3': "In a multiplayer game between teams, a player's opponents are all players not on their team.",
    '103.1': 'The player chosen to take the first turn is the starting player.',
    '104.1': 'A game ends immediately when a player wins.',
    '104.2b': 'An effect may state that a player wins the game.',
    '104.4c': 'An effect may state that the game is a draw.',
    '402.3': "A player can't look at the cards in another player's hand.",
    '506.2a': 'Unless all opponents become defending players, the attacking player chooses one opponent as the defending player.',
  },
};
