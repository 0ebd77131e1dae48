// A variant named in the query says where to look, on the shipped index: among the rules
// that answer the whole question under the title it names, a rule that repeats the name in
// passing comes no earlier for it, while a rule that introduces a topic keeps the name.
import { describe, expect, it } from 'vitest';
import { readCorpusIndex, readShippedCounterpartPlaces } from '../../src/io/read-corpus.js';
import { readSearchIndex } from '../../src/io/read-search-index.js';
import { searchAsJudge } from '../../src/search/query-set.js';

const index = readSearchIndex(readCorpusIndex());
const counterparts = readShippedCounterpartPlaces();
const firstThree = (query: string) =>
  searchAsJudge(index, counterparts, query)
    .slice(0, 3)
    .map(({ doc }) => `${doc.lang} ${doc.number ?? doc.term}`);

describe('a variant named in the query', () => {
  it('leaves the rule that holds the name only through its title beside those that repeat it', () => {
    // 810.4 "Each team has a shared life total, which starts at 30 life." came fourth, after
    // 810.10 and 810.5, which say "Two-Headed Giant" in passing.
    expect(firstThree('two headed giant life total')).toEqual(['en 810.9', 'en 810.4', 'en 810.9b']);
    expect(firstThree('how much life does a team start with in two headed giant')).toEqual([
      'en 810.4',
      'en 810.10',
      'en 810.9a',
    ]);
    // The German poison rules (810.10a–d) before 810.5, which names the variant among the resources not shared.
    expect(firstThree('TWO HEADED GIANT POISON')).toEqual(['de 810.10d', 'de 810.10', 'de 810.5']);
  });

  it('keeps the name for a rule that introduces a topic: its section’s first rule, or one with subrules', () => {
    // 807.1 "Grand Melee is normally used only in games begun with ten or more players";
    // 807.4 "The Grand Melee variant allows multiple players to take turns at the same time".
    expect(firstThree('grand melee number of players')).toEqual(['en 807.1', 'en 807.4', 'en 807.4e']);
  });

  it('settles no single word, which may be a role the rules speak of', () => {
    // 809.3a "The range of influence is limited to 2 for emperors" says "emperor" for itself.
    expect(firstThree('emperor range of influence')).toEqual(['en 809.6a', 'en 809.6', 'en 809.3a']);
  });
});
