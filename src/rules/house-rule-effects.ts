// What a set of house rules changes in the engine, as data: named switches with the
// official value and the rules that set it, and for each house-rule set the items that
// change a switch. The engine reads a switch only through houseRuleSwitch
// (src/table/house-rules.ts), so a house rule lives here and nowhere else in the code.
// Item numbers are the readers' numbers (see parse-house-rules.ts and house-rule-links.ts).
import type { EditionYear } from '../core/scenario.js';

export interface HouseRuleSwitches {
  /** Who takes an extra turn, phase or step that an effect gives one player under shared team turns. */
  extraTurnRecipient: 'team' | 'player';
  /** Who skips a turn, phase or step that an effect makes one player skip under shared team turns. */
  skippedTurnRecipient: 'team' | 'player';
  /** Whom a player controls when an effect lets them control another player's turn. */
  controlledTurnScope: 'team' | 'player';
  /** A change of life or poison that hits every player of a team alike is counted once for the team. */
  teamChangeCountedOnce: boolean;
  /** Mulligans a player may take to a new hand of seven cards. */
  freeMulligans: number;
  /** Two-Headed Giant teams share their poison counters. */
  sharedPoison: boolean;
  /** The shared poison counters that make a team of two lose; null: no such rule. */
  teamPoisonToLose: number | null;
}

export type SwitchName = keyof HouseRuleSwitches;

export interface OfficialSwitch<K extends SwitchName = SwitchName> {
  value: HouseRuleSwitches[K];
  /** The rules of the edition that set the value. */
  rules: string[];
}

export type OfficialSwitches = { [K in SwitchName]: OfficialSwitch<K> };

/** The official rules, per edition: what the house rules are applied on top of. */
export const OFFICIAL_SWITCHES: Readonly<Record<EditionYear, OfficialSwitches>> = {
  '2011': {
    extraTurnRecipient: { value: 'team', rules: ['805.8'] },
    skippedTurnRecipient: { value: 'team', rules: ['805.8'] },
    controlledTurnScope: { value: 'team', rules: ['805.8'] },
    teamChangeCountedOnce: { value: false, rules: ['810.9'] },
    freeMulligans: { value: 1, rules: ['800.5'] },
    // 810.5: "With the exception of life total, a team's resources … are not shared."
    sharedPoison: { value: false, rules: ['810.5'] },
    teamPoisonToLose: { value: null, rules: ['810.5'] },
  },
  '2024': {
    extraTurnRecipient: { value: 'team', rules: ['805.8'] },
    skippedTurnRecipient: { value: 'team', rules: ['805.8'] },
    controlledTurnScope: { value: 'team', rules: ['805.8'] },
    teamChangeCountedOnce: { value: false, rules: ['810.9', '810.10'] },
    freeMulligans: { value: 1, rules: ['800.6'] },
    sharedPoison: { value: true, rules: ['810.10'] },
    teamPoisonToLose: { value: 15, rules: ['810.8d'] },
  },
};

export interface HouseRuleEffect<K extends SwitchName = SwitchName> {
  switch: K;
  value: HouseRuleSwitches[K];
  /** The item's number as readers number them. */
  item: string;
  /** What the item says, in a few words, for the explanation. */
  says: string;
  /** The editions the item changes; absent: every edition. */
  editions?: EditionYear[];
}

type AnyEffect = { [K in SwitchName]: HouseRuleEffect<K> }[SwitchName];

export interface HouseRuleSet {
  /** A short name for explanations, e.g. "Magic Mittwoch". */
  title: string;
  effects: readonly AnyEffect[];
}

export const HOUSE_RULE_EFFECTS: Readonly<Record<string, HouseRuleSet>> = {
  'magic-mittwoch-2hg': {
    title: 'Magic Mittwoch',
    effects: [
      { switch: 'freeMulligans', value: 2, item: '4', says: 'two mulligans to seven cards' },
      {
        switch: 'extraTurnRecipient',
        value: 'player',
        item: '21',
        says: 'an extra turn or phase is taken by the player alone, not the teammate',
      },
      {
        switch: 'skippedTurnRecipient',
        value: 'player',
        item: '22',
        says: 'a skipped turn or phase is skipped by the player alone',
      },
      {
        switch: 'controlledTurnScope',
        value: 'player',
        item: '23',
        says: "controlling another player's turn takes over only that player",
      },
      {
        switch: 'teamChangeCountedOnce',
        value: true,
        item: '33',
        says: 'a change that hits every player of a team in the same way and by the same amount is counted once',
      },
      // In 2024 the official rules already share poison (810.10) and make a team lose at
      // fifteen (810.8d); in 2011 each player had their own counters, so these items change it.
      {
        switch: 'sharedPoison',
        value: true,
        item: '33',
        says: 'changes to poison counters count for the team',
        editions: ['2011'],
      },
      {
        switch: 'teamPoisonToLose',
        value: 15,
        item: '13',
        says: 'a team with 15 poison counters loses',
        editions: ['2011'],
      },
    ],
  },
};
