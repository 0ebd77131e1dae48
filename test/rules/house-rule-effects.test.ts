import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOUSE_RULE_EFFECTS, OFFICIAL_SWITCHES, type SwitchName } from '../../src/rules/house-rule-effects.js';
import type { HouseRuleItem } from '../../src/rules/corpus-model.js';
import { HOUSE_RULES, type EditionYear } from '../../src/core/scenario.js';
import { buildTable } from '../../src/table/build-table.js';
import { houseRuleSwitch } from '../../src/table/house-rules.js';
import { buildScenario, team } from '../table/scenario-builder.js';
import { numbersFromSource } from '../judge/edition-rule-numbers.js';

const corpus = JSON.parse(
  readFileSync(new URL('../../rules-data/corpus/house-rules.magic-mittwoch-2hg.json', import.meta.url), 'utf8'),
) as { items: HouseRuleItem[] };
const item = (number: string) => corpus.items.find((i) => i.number === number);
const YEARS: EditionYear[] = ['2011', '2024'];

function table(edition: EditionYear, houseRules?: string) {
  const seats = [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan')];
  return buildTable(buildScenario({ edition, variant: 'two-headed-giant', seats, ...(houseRules && { houseRules }) }))
    .table;
}

describe('house-rule effects', () => {
  it('has effects for every house-rule set a scenario may name', () => {
    expect(Object.keys(HOUSE_RULE_EFFECTS).sort()).toEqual([...HOUSE_RULES].sort());
  });

  it('names only items of the corpus; an item for every edition is starred', () => {
    for (const effect of HOUSE_RULE_EFFECTS['magic-mittwoch-2hg']!.effects) {
      expect(item(effect.item), effect.item).toBeDefined();
      if (effect.editions === undefined) expect(item(effect.item)!.starred, effect.item).toBe(true);
    }
  });

  it.each(YEARS)('the official rules of each switch exist in %s, and the starred items depart from them', (year) => {
    const numbers = numbersFromSource(year).numbers;
    for (const [name, official] of Object.entries(OFFICIAL_SWITCHES[year])) {
      expect(
        official.rules.filter((rule) => !numbers.has(rule)),
        name,
      ).toEqual([]);
    }
    for (const effect of HOUSE_RULE_EFFECTS['magic-mittwoch-2hg']!.effects.filter((e) => e.editions === undefined)) {
      const departs = item(effect.item)!.departsFrom[year] ?? [];
      expect(
        OFFICIAL_SWITCHES[year][effect.switch].rules.some((rule) => departs.includes(rule)),
        `${effect.item} ${year}`,
      ).toBe(true);
    }
  });

  it.each<[SwitchName, EditionYear, unknown, string | undefined, string[]]>([
    ['extraTurnRecipient', '2024', 'player', '21', ['805.8']],
    ['teamChangeCountedOnce', '2011', true, '33', ['810.9']],
    ['freeMulligans', '2024', 2, '4', ['800.6']],
    ['freeMulligans', '2011', 2, '4', ['800.5']],
    ['sharedPoison', '2011', true, '33', ['810.5']],
    ['sharedPoison', '2024', true, undefined, ['810.10']],
    ['teamPoisonToLose', '2024', 15, undefined, ['810.8d']],
    ['teamPoisonToLose', '2011', 15, '13', ['810.5']],
  ])('%s in %s under the house rules', (name, edition, expected, houseItem, rules) => {
    const reading = houseRuleSwitch(table(edition, 'magic-mittwoch-2hg'), name);
    expect([reading.value, reading.house?.item, reading.rules]).toEqual([expected, houseItem, rules]);
  });

  it.each(YEARS)('without house rules every switch is the official value (%s)', (year) => {
    const t = table(year);
    for (const name of Object.keys(OFFICIAL_SWITCHES[year]) as SwitchName[]) {
      expect(houseRuleSwitch(t, name)).toEqual({
        value: OFFICIAL_SWITCHES[year][name].value,
        rules: OFFICIAL_SWITCHES[year][name].rules,
      });
    }
  });
});
