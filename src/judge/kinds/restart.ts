// restart: the players in the new game when an effect restarts the game (Karn Liberated).
// 724.1: all players in the game when it ended start a new game; 801.17 and 724.7: range of
// influence plays no part. Players who have left are no longer in the game. The 2024-03-08
// English text of 801.17 says "see rule 723"; restarting is rule 724 in that edition (the
// German text says 724). The 2011 rules have no restart rule: 801.17 there is the draw rule.
import { inGame, limitedRangeInUse } from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import { defineKind } from '../kind.js';

export const restartKind = defineKind({
  ask: 'restart',
  summary: 'players in the new game when an effect restarts the game',
  shape: 'players',
  params: {},
  cites: { '2011': ['800.4a'], '2024': ['800.4a', '801.1', '801.17', '724.1', '724.7'] },
  usesTable: true,
  appliesTo: (table) => table.edition === '2024',
  answer(context) {
    const { table } = context;
    if (table.edition === '2011')
      return [
        {
          code: 'question/not-in-edition',
          message:
            'The 2011 rules have no rule for restarting the game: no card could do so yet, and 801.17 there is the rule for an effect that says the game is a draw (ask draw for it). Restarting is 724 and 801.17 in the 2024 rules.',
          path: context.path,
          notes: ['ask it under edition: 2024'],
        },
      ];
    const ex = context.explainer();
    const players = inGame(table);
    ex.step(`The game ends and every player still in it starts the new game: ${listNames(players)}`, ['724.1']);
    if (table.players.length > players.length) ex.step('Players who have left are no longer in the game', ['800.4a']);
    if (limitedRangeInUse(table)) {
      ex.step(
        'Restarting the game is exempt from the limited range of influence option: the range of the player who restarts it plays no part',
        ['801.17', '724.7'],
      );
      // A later text that points to restarting leaves this step out (judge/later-texts.ts).
      ex.step(
        'The English text of 801.17 says "see rule 723", the initiative; restarting the game is 724, as the German text says',
        ['801.17'],
        'restart-801.17-points-to-723',
      );
    } else ex.step('The limited range of influence option is not in use, so range plays no part', ['801.1']);
    return ex.answer(players);
  },
});
