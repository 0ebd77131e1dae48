// The house rules a table plays by, and the one function through which the engine reads
// a switch (src/rules/house-rule-effects.ts): the official value of the edition, or the
// value a house rule gives it, with the item and the official rules it replaces.
import {
  HOUSE_RULE_EFFECTS,
  OFFICIAL_SWITCHES,
  type HouseRuleSwitches,
  type SwitchName,
} from '../rules/house-rule-effects.js';
import type { TableModule } from './events/table-module.js';
import { getSlice } from './events/table-module.js';
import type { Table } from './table-model.js';

export interface HouseRulesSlice {
  /** The name of the set, e.g. "magic-mittwoch-2hg". */
  set: string;
}

export const houseRulesModule: TableModule<HouseRulesSlice> = {
  id: 'house-rules',
  init: (scenario) =>
    scenario.houseRules === undefined ? undefined : { slice: { set: scenario.houseRules }, problems: [] },
  on: {},
};

export interface HouseRuleApplied {
  set: string;
  /** The set's short name, e.g. "Magic Mittwoch". */
  title: string;
  item: string;
  says: string;
  /** The official rules of the table's edition that the item replaces. */
  replaces: string[];
}

export interface SwitchReading<K extends SwitchName> {
  value: HouseRuleSwitches[K];
  /** The official rules that set the value, or that the house rule replaces. */
  rules: string[];
  /** Set when a house rule changes the official value. */
  house?: HouseRuleApplied;
}

/** The value of a switch at this table: the edition's, unless a house rule of the table's set changes it. */
export function houseRuleSwitch<K extends SwitchName>(table: Table, name: K): SwitchReading<K> {
  const official = OFFICIAL_SWITCHES[table.edition][name];
  const officialReading: SwitchReading<K> = { value: official.value, rules: [...official.rules] };
  const set = getSlice(table, houseRulesModule)?.set;
  const rules = set === undefined ? undefined : HOUSE_RULE_EFFECTS[set];
  const effect = rules?.effects.find(
    (e) => e.switch === name && (e.editions === undefined || e.editions.includes(table.edition)),
  );
  // An item that agrees with the edition changes nothing, so the answer names no house rule.
  if (!rules || !effect || effect.value === official.value) return officialReading;
  return {
    value: effect.value as HouseRuleSwitches[K],
    rules: [...official.rules],
    house: { set: set!, title: rules.title, item: effect.item, says: effect.says, replaces: [...official.rules] },
  };
}

/** "House rule 21 (Magic Mittwoch)". */
export function houseRuleName(house: HouseRuleApplied): string {
  return `House rule ${house.item} (${house.title})`;
}
