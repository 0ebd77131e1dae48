// Rules outside chapter 8 that answers cite, per edition, with what each says. The
// corpus holds chapter 8 only; these numbers were checked against the official English
// texts of 2011-02-04 and 2024-03-08 (the German 2024 text uses the same numbers).
import type { EditionYear } from '../core/scenario.js';

/** The rules on "can't" effects, winning and losing that the two editions word alike. */
const CANT_RULES: Readonly<Record<string, string>> = {
  '101.2':
    'When a rule or effect allows or directs something to happen, and another effect states that it can’t happen, the “can’t” effect takes precedence.',
  '109.5':
    'The words “you” and “your” on an object refer to the object’s controller (for a static ability, the current controller of the object it’s on).',
  '104.2': 'There are several ways to win the game.',
  '104.3': 'There are several ways to lose the game.',
  '104.3g':
    'In a multiplayer game between teams, a team loses the game if all players on that team have lost the game.',
};

/** Turns, steps and the effects on them (trigger-count, skips, controls): the same in both editions. */
const TURN_RULES: Readonly<Record<string, string>> = {
  '501.1': 'The beginning phase consists of three steps, in this order: untap, upkeep, and draw.',
  '603.2b': 'When a phase or step begins, all abilities that trigger “at the beginning of” that phase or step trigger.',
  '603.2c':
    'An ability triggers only once each time its trigger event occurs. However, it can trigger repeatedly if one event contains multiple occurrences.',
  '614.10':
    'An effect that causes a player to skip an event, step, phase, or turn is a replacement effect. “Skip [something]” is the same as “Instead of doing [something], do nothing.” Once a step, phase, or turn has started, it can no longer be skipped; any skip effects will wait until the next occurrence.',
  '614.10a':
    'Anything scheduled for the “next” occurrence of something waits for the first occurrence that isn’t skipped. If two effects each cause a player to skip their next occurrence, that player must skip the next two.',
};

/** When the abilities that trigger at the beginning of a step go on the stack, in the 2011 rules. */
const STEP_RULES_2011: Readonly<Record<string, string>> = {
  '502.3':
    'No player receives priority during the untap step, so no spells can be cast or resolve and no abilities can be activated or resolve. Any ability that triggers during this step will be held until the next time a player would receive priority, which is usually during the upkeep step.',
  '503.1':
    'First, any abilities that trigger at the beginning of the upkeep step and any abilities that triggered during the turn’s untap step go on the stack.',
  '504.2':
    'Second, any abilities that trigger at the beginning of the draw step and any other abilities that have triggered go on the stack.',
  '507.2': 'Second, any abilities that trigger at the beginning of combat go on the stack.',
  '513.1':
    'First, all abilities that trigger “at the beginning of the end step” or “at the beginning of the next end step” go on the stack.',
};

/** The same in the 2024 rules: each step's first priority, before which its triggered abilities go on the stack. */
const STEP_RULES_2024: Readonly<Record<string, string>> = {
  '502.4':
    'No player receives priority during the untap step, so no spells can be cast or resolve and no abilities can be activated or resolve. Any ability that triggers during this step will be held until the next time a player would receive priority, which is usually during the upkeep step.',
  '503.1a':
    'Any abilities that triggered during the untap step and any abilities that triggered at the beginning of the upkeep are put onto the stack before the active player gets priority; the order in which they triggered doesn’t matter.',
  '504.2': 'Second, the active player gets priority.',
  '507.2': 'Second, the active player gets priority.',
  '513.1': 'The end step has no turn-based actions. Once it begins, the active player gets priority.',
};

/** Controlling another player: 711 in 2011, 720 in 2024, with the same text. */
const controlRules = (section: '711' | '720'): Record<string, string> => ({
  [`${section}.1`]:
    'Some cards allow a player to control another player during that player’s next turn. This effect applies to the next turn that the affected player actually takes.',
  [`${section}.1a`]:
    'Multiple player-controlling effects that affect the same player overwrite each other. The last one to be created is the one that works.',
  [`${section}.1b`]:
    'If a turn is skipped, any pending player-controlling effects wait until the player who would be affected actually takes a turn.',
});

export const GENERAL_RULES: Readonly<Record<EditionYear, Readonly<Record<string, string>>>> = {
  '2011': {
    ...TURN_RULES,
    ...STEP_RULES_2011,
    ...controlRules('711'),
    '102.3': "In a multiplayer game between teams, a player's opponents are all players not on their team.",
    '101.4':
      'If multiple players would act at the same time, the active player goes first, then the next player in turn order (usually the player seated to the active player’s left).',
    '102.1': 'A player is one of the people in the game. The active player is the player whose turn it is.',
    '103.2': 'The player chosen to take the first turn is the starting player.',
    '103.2a': 'In a game using the shared team turns option, there is a starting team rather than a starting player.',
    '103.3':
      'Once the starting player has been determined, each player sets their life total to 20 and draws a hand of seven cards.',
    '103.4':
      'To take a mulligan, a player shuffles their hand back into their library, then draws a new hand of one fewer cards than they had before. A player whose hand size reaches zero cards must keep that hand.',
    '104.1': 'A game ends immediately when a player wins or when the game is a draw.',
    '104.2a':
      'A player still in the game wins the game if all of that player’s opponents have left the game. This happens immediately.',
    '104.2c':
      'In a multiplayer game between teams, a team with at least one player still in the game wins the game if all other teams have left the game.',
    '104.3a':
      'A player can concede the game at any time. A player who concedes leaves the game immediately and loses the game.',
    '104.3b': "If a player's life total is 0 or less, that player loses the game (a state-based action).",
    '104.3d': 'If a player has ten or more poison counters, that player loses the game (a state-based action).',
    '104.4a': 'If all the players remaining in a game lose simultaneously, the game is a draw.',
    '104.4c': 'An effect may state that the game is a draw.',
    '402.3': "A player can't look at the cards in another player's hand.",
    '118.4': 'A player can pay an amount of life greater than 0 only if their life total is at least the payment.',
    '118.5':
      "If an effect sets a player's life total to a number, the player gains or loses the necessary amount of life.",
    '500.7':
      'Some effects can give a player extra turns, added directly after the current turn, one at a time; the most recently created turn is taken first.',
    '506.2a':
      'Unless all opponents become defending players, the attacking player chooses one opponent as the defending player.',
    '602.2':
      "Only an object's controller (or its owner, if it doesn't have a controller) can activate its activated ability unless the object specifically says otherwise.",
    '704.5j':
      "If two or more planeswalkers that share a planeswalker type are on the battlefield, all are put into their owners' graveyards (the planeswalker uniqueness rule).",
    '704.5k':
      "If two or more legendary permanents with the same name are on the battlefield, all are put into their owners' graveyards (the legend rule).",
    '704.5m':
      "If two or more permanents have the supertype world, all except the one that has been a world permanent on the battlefield for the shortest time are put into their owners' graveyards; a tie puts all of them there (the world rule).",
    '704.5n':
      "If an Aura is attached to an illegal object or player, or is not attached to an object or player, it is put into its owner's graveyard.",
    '704.5p':
      'If an Equipment or Fortification is attached to an illegal permanent, it becomes unattached from that permanent. It remains on the battlefield.',
    // Zones and combat (objects' zone, the attack and block events, defending and attacking players).
    '108.4a':
      "If anything asks for the controller of a card that doesn't have one (because it's not a permanent or spell), use its owner instead.",
    '109.2':
      'A description of an object that includes a card type or subtype, but not the word “card,” “spell,” “source” or “scheme,” means a permanent of that card type or subtype on the battlefield.',
    '506.2':
      'During the combat phase, the active player is the attacking player; creatures that player controls may attack.',
    '506.3': 'Only a creature can attack or block. Only a player or a planeswalker can be attacked.',
    // Combat damage to a player comes from the creature attacking them (the event combatDamage).
    '510.1b':
      "An unblocked creature assigns its combat damage to the player or planeswalker it's attacking. If it isn't currently attacking anything (if, for example, it was attacking a planeswalker that has left the battlefield), it assigns no combat damage.",
    '506.4':
      'A permanent is removed from combat if it leaves the battlefield, if its controller changes, if it phases out, or if an effect specifically removes it from combat, among others. A creature removed from combat stops being an attacking, blocking, blocked and/or unblocked creature.',
    '506.4c':
      "If a creature is attacking a planeswalker, removing that planeswalker from combat doesn't remove that creature from combat. It continues to be an attacking creature, although it is attacking neither a player nor a planeswalker.",
    '508.1': 'First, the active player declares attackers, following the steps of 508.1a–j in order.',
    '508.1a': 'The active player chooses which creatures that he or she controls, if any, will attack.',
    '508.5':
      'If an ability of an attacking creature refers to a defending player, then unless otherwise specified, it means the player that creature was attacking at the time it became an attacking creature that combat, or the controller of the planeswalker it was attacking at that time.',
    '509.1a':
      'The defending player chooses which creatures that he or she controls, if any, will block, and for each one creature for it to block that is attacking him, her, or a planeswalker he or she controls.',
    '603.3a':
      'A triggered ability is controlled by the player who controlled its source at the time it triggered, unless it’s a delayed triggered ability.',
    '603.6c':
      'Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield to another zone, or when a phased-in permanent leaves the game because its owner leaves the game.',
    // The "can't" effects and life (the object key `cant`).
    ...CANT_RULES,
    '118.3':
      "If an effect causes a player to gain life or lose life, that player's life total is adjusted accordingly.",
    '118.7':
      "If an effect says that a player can't gain life, a cost that involves having that player gain life can't be paid, and a replacement effect that would replace a life gain event affecting that player won't do anything.",
    '118.8':
      "If an effect says that a player can't lose life, a cost that involves having that player pay life can't be paid.",
    '119.3a': 'Damage dealt to a player by a source without infect causes that player to lose that much life.',
  },
  '2024': {
    ...TURN_RULES,
    ...STEP_RULES_2024,
    ...controlRules('720'),
    '102.3': "In a multiplayer game between teams, a player's opponents are all players not on their team.",
    '101.4':
      'If multiple players would act at the same time, the active player goes first, then the next player in turn order (usually the player seated to the active player’s left).',
    '102.1': 'A player is one of the people in the game. The active player is the player whose turn it is.',
    '103.1':
      'The player chosen to take the first turn is the starting player. The game’s default turn order begins with the starting player and proceeds clockwise.',
    '103.1a': 'In a game using the shared team turns option, there is a starting team rather than a starting player.',
    '103.4':
      'Each player begins the game with a starting life total of 20. Some variant games have different starting life totals.',
    '104.1': 'A game ends immediately when a player wins, when the game is a draw, or when the game is restarted.',
    '104.2a':
      'A player still in the game wins the game if that player’s opponents have all left the game. This happens immediately.',
    '104.2b': 'An effect may state that a player wins the game.',
    '104.2c':
      'In a multiplayer game between teams, a team with at least one player still in the game wins the game if all other teams have left the game.',
    '104.3a':
      'A player can concede the game at any time. A player who concedes leaves the game immediately and loses the game.',
    '104.3b': "If a player's life total is 0 or less, that player loses the game (a state-based action).",
    '104.3d': 'If a player has ten or more poison counters, that player loses the game (a state-based action).',
    '104.4a': 'If all the players remaining in a game lose simultaneously, the game is a draw.',
    '104.4c': 'An effect may state that the game is a draw.',
    '103.5':
      'A player who takes a mulligan shuffles their hand into their library, draws a new hand of their starting hand size (normally seven), then puts one card on the bottom of their library for each mulligan they have taken. A player can take mulligans until their opening hand would be zero cards.',
    '119.4': 'A player can pay an amount of life greater than 0 only if their life total is at least the payment.',
    '119.5':
      "If an effect sets a player's life total to a number, the player gains or loses the necessary amount of life.",
    '402.3': "A player can't look at the cards in another player's hand.",
    '500.7':
      'Some effects can give a player extra turns, added directly after the specified turn, one at a time; the most recently created turn is taken first.',
    '506.2a':
      'Unless all opponents become defending players, the attacking player chooses one opponent as the defending player.',
    '602.2':
      "Only an object's controller (or its owner, if it doesn't have a controller) can activate its activated ability unless the object specifically says otherwise.",
    '704.5j':
      "If two or more legendary permanents with the same name are controlled by the same player, that player chooses one of them, and the rest are put into their owners' graveyards (the legend rule).",
    '704.5k':
      "If two or more permanents have the supertype world, all except the one that has had the world supertype for the shortest time are put into their owners' graveyards; a tie puts all of them there (the world rule).",
    '704.5m':
      "If an Aura is attached to an illegal object or player, or is not attached to an object or player, it is put into its owner's graveyard.",
    '704.5n':
      'If an Equipment or Fortification is attached to an illegal permanent or to a player, it becomes unattached from that permanent or player. It remains on the battlefield.',
    '724.1':
      'A game that is restarted immediately ends; no player wins, loses or draws it. All players in that game when it ended then start a new game.',
    '724.7':
      'If a multiplayer game using the limited range of influence option is restarted, all players in the game are involved, regardless of the range of influence of the player who controls the ability that restarted it.',
    // Zones, combat and exile "until" (objects' zone and exiledBy, the attack and block events).
    '108.4a':
      "If anything asks for the controller of a card that doesn't have one (because it's not a permanent or spell), use its owner instead.",
    '109.2':
      'A description of an object that includes a card type or subtype, but not a zone or the word “card,” “spell,” “source” or “scheme,” means a permanent of that card type or subtype on the battlefield.',
    '506.2':
      'During the combat phase, the active player is the attacking player; creatures that player controls may attack.',
    '506.3': 'Only a creature can attack or block. Only a player, a planeswalker, or a battle can be attacked.',
    // Combat damage to a player comes from the creature attacking them (the event combatDamage).
    '510.1b':
      'An unblocked creature assigns its combat damage to the player, planeswalker, or battle it’s attacking. If it isn’t currently attacking anything (if, for example, it was attacking a planeswalker that has left the battlefield), it assigns no combat damage.',
    '506.4':
      'A permanent is removed from combat if it leaves the battlefield, if its controller changes, if it phases out, or if an effect specifically removes it from combat, among others. A creature removed from combat stops being an attacking, blocking, blocked and/or unblocked creature.',
    '506.4c':
      "If a creature is attacking a planeswalker or battle, removing that planeswalker or battle from combat doesn't remove that creature from combat. It continues to be an attacking creature, although it is not attacking any player, planeswalker, or battle.",
    '508.1': 'First, the active player declares attackers, following the steps of 508.1a–m in order.',
    '508.1a': 'The active player chooses which creatures that they control, if any, will attack.',
    '508.5':
      'If an ability of an attacking creature refers to a defending player, then unless otherwise specified, it means the player that creature is attacking or the controller of the planeswalker it is attacking; if that creature is no longer attacking, the player (or controller of the planeswalker) it was attacking before it was removed from combat.',
    '509.1a':
      'The defending player chooses which creatures they control, if any, will block, and for each one creature for it to block that is attacking that player, a planeswalker they control, or a battle they protect.',
    '603.3a':
      'A triggered ability is controlled by the player who controlled its source at the time it triggered, unless it’s a delayed triggered ability.',
    '603.6c':
      'Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield to another zone, or when a phased-in permanent leaves the game because its owner leaves the game.',
    '610.3':
      'Some one-shot effects cause an object to change zones “until” a specified event occurs. A second one-shot effect is created immediately after the specified event. This second one-shot effect returns the object to its previous zone.',
    '610.3c':
      "An object returned to the battlefield this way returns under its owner's control unless otherwise specified.",
    // The "can't" effects and life (the object key `cant`).
    ...CANT_RULES,
    '119.3':
      "If an effect causes a player to gain life or lose life, that player's life total is adjusted accordingly.",
    '119.4b':
      'Players can always pay 0 life, no matter what their (or their team’s) life total is, and even if an effect says players can’t pay life.',
    '119.7':
      "If an effect says that a player can't gain life, a cost that involves having that player gain life can't be paid, and a replacement effect that would replace a life gain event affecting that player won't do anything.",
    '119.8':
      "If an effect says that a player can't lose life, a cost that involves having that player pay life can't be paid.",
    '120.3a': 'Damage dealt to a player by a source without infect causes that player to lose that much life.',
  },
};
