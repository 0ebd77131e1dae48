// mulligan: the hand a player draws after taking `mulligans` mulligans, and how many cards
// they put on the bottom. 2011 (103.4, 800.5): each new hand has one card fewer, except the
// first mulligan of a multiplayer game, which draws seven again; nothing goes to the bottom,
// and a hand of zero cards must be kept. 2024 (103.5, 800.6): every new hand has seven cards,
// and the player puts one on the bottom for each mulligan after the first; mulligans stop
// once the opening hand would be zero cards. House rules may make more mulligans free.
import { houseRuleName, houseRuleSwitch } from '../../table/house-rules.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';

const HAND = 7;

export const mulliganKind = defineKind({
  ask: 'mulligan',
  summary: 'cards drawn for the last hand and put on the bottom after that many mulligans',
  shape: 'mapping',
  params: {
    player: param.player('who takes the mulligans'),
    mulligans: param.count('how many mulligans the player has taken'),
  },
  cites: { '2011': ['800.1', '103.3', '103.4', '800.5'], '2024': ['800.1', '103.5', '800.6'] },
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so no question of their hand is asked');
    if (isProblem(player)) return [player];
    const { table } = context;
    const n = context.params.mulligans;
    const free = houseRuleSwitch(table, 'freeMulligans');
    const freeRule = table.edition === '2011' ? '800.5' : '800.6';
    const ex = context.explainer();
    ex.step(`The game began with ${table.players.length} players, so it is a multiplayer game`, ['800.1']);
    if (free.house)
      ex.step(
        `${houseRuleName(free.house)}: ${free.house.says}; the official rule ${free.house.replaces.join(', ')} makes only the first mulligan free`,
        free.house.replaces,
      );
    else if (n > 0) ex.step(`The first mulligan a player takes is free`, [freeRule]);
    const counted = Math.max(0, n - free.value);
    const hand = table.edition === '2011' ? { draw: HAND - counted, bottom: 0 } : { draw: HAND, bottom: counted };
    if (hand.draw < 0 || hand.bottom > HAND) return [tooMany(context.path, player, n, free.value, table.edition)];
    explainHand(ex, table.edition, n, counted, hand);
    return ex.answer(hand);
  },
});

function explainHand(
  ex: { step(text: string, rules: readonly string[]): void },
  edition: '2011' | '2024',
  n: number,
  counted: number,
  hand: { draw: number; bottom: number },
): void {
  if (n === 0) {
    ex.step(`Without a mulligan the player keeps the opening hand of ${HAND} cards`, [
      edition === '2011' ? '103.3' : '103.5',
    ]);
    return;
  }
  if (edition === '2011') {
    ex.step(
      `Each mulligan after the free ones draws a new hand of one card fewer: ${counted} counted, so ${hand.draw} cards, and the whole hand is shuffled back, so none goes to the bottom${hand.draw === 0 ? '; a hand of zero cards must be kept' : ''}`,
      ['103.4'],
    );
    return;
  }
  ex.step(
    `Each mulligan draws a new hand of ${HAND} cards and puts one card on the bottom for each counted mulligan: ${counted}${hand.bottom === HAND ? '; the opening hand is zero cards, and no further mulligan may be taken' : ''}`,
    ['103.5'],
  );
}

function tooMany(path: (string | number)[], player: string, n: number, free: number, edition: '2011' | '2024') {
  const limit = HAND + free;
  const why =
    edition === '2011'
      ? `a hand that reaches zero cards must be kept (103.4), which happens at mulligan ${limit}`
      : `a player can take mulligans until their opening hand would be zero cards (103.5), at mulligan ${limit}`;
  return {
    code: 'question/too-many-mulligans',
    message: `${player} can't take ${n} mulligans: ${why}.`,
    path: [...path, 'mulligans'],
    rules: [edition === '2011' ? '103.4' : '103.5'],
  };
}
