// A table ruled under an imported edition (judge/rule-under-edition.ts): the 2024 readings,
// cited by the edition's numbers, and refused with question/rule-changed where a rule the
// answer rests on reads differently, on the official texts.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import { citeUnderEdition } from '../../src/judge/cite-under-edition.js';
import { evaluateUnder } from '../../src/judge/rule-under-edition.js';
import type { EditionRef } from '../../src/rules/corpus-model.js';
import type { EditionText, ImportedEditions } from '../../src/rules/find-in-edition.js';
import { fingerprintText } from '../../src/rules/fingerprints.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';
import { haveOfficialRules, officialTitle } from '../official-rules.js';
import { officialEditionText, shippedFingerprints } from '../rules/edition-texts.js';
import { readLaterFingerprints } from '../../src/io/read-corpus.js';

const RESTART = `
edition: 2026
variant: emperor
seats:
  - {name: Ari, team: Red, role: general}
  - {name: Rex, team: Red, role: emperor}
  - {name: Ria, team: Red, role: general}
  - {name: Gil, team: Green, role: general}
  - {name: Gus, team: Green, role: emperor}
  - {name: Gwen, team: Green, role: general}
startingPlayer: Rex
turn: {active: [Ari]}
questions:
  - {id: restart, ask: restart}
  - {id: markers, ask: turn-marker-count}
`;

const scenario = (text: string) => parseScenario(text, 't.yaml').value!;

/** The imported editions, as the store would give them. */
function imported(...texts: EditionText[]): ImportedEditions {
  return {
    editions: () => texts.map((text) => text.edition),
    text: (edition: EditionRef) => texts.find((text) => text.edition.edition === edition.edition)!,
    fingerprints: () => shippedFingerprints,
    laterFingerprints: readLaterFingerprints,
  };
}

const NOT_EXEMPT = (text: string) =>
  text
    .replace(
      'Effects that restart the game (see rule 726) are exempt',
      'Effects that restart the game (see rule 726) are not exempt',
    )
    .replace('Moving turn markers keep track of which players', 'Turn markers keep track of which players');

describe('a scenario that names an edition not shipped', () => {
  it('is refused by the shipped judge, which looks nothing up', () => {
    const outcome = evaluate(scenario(RESTART)).outcomes[0]!;
    expect(outcome.problems.map((p) => p.code)).toEqual(['scenario/edition-not-imported']);
  });
});

describe.skipIf(!haveOfficialRules('2024-03-08', '2026-01-16'))(
  officialTitle('ruling under an imported edition', '2024-03-08', '2026-01-16'),
  () => {
    const en2024 = officialEditionText('2024-03-08');
    const en2026 = officialEditionText('2026-01-16');

    it('cites the 2026 numbers, says which moved, and drops the remark on the 2024 text\'s "see rule 723"', () => {
      const ruled = evaluateUnder(imported(en2026))(scenario(RESTART));
      expect(ruled.scenario?.ruledUnder).toEqual({ lang: 'en', edition: '2026-01-16' });
      const answer = ruled.outcomes[0]!.answer!;
      expect(answer.value).toEqual(['Ari', 'Rex', 'Ria', 'Gil', 'Gus', 'Gwen']);
      expect(answer.citations).toEqual(['726.1', '801.17', '726.7']);
      expect(answer.renumbered).toEqual({ '724.1': '726.1', '724.7': '726.7' });
      expect(answer.explanation.map((step) => step.rules)).toEqual([['726.1'], ['801.17', '726.7']]);
      expect(answer.explanation.some((step) => step.reading === 'restart-801.17-points-to-723')).toBe(false);
    });

    it('keeps the remark under the English 2024 text, whose 801.17 still says "see rule 723"', () => {
      const ruled = evaluateUnder(imported(en2024))(scenario(RESTART.replace('edition: 2026', 'edition: en-2024')));
      const answer = ruled.outcomes[0]!.answer!;
      expect(answer.citations).toEqual(['724.1', '801.17', '724.7']);
      expect(answer.renumbered).toBeUndefined();
      expect(answer.explanation.at(-1)?.reading).toBe('restart-801.17-points-to-723');
    });

    it('renumbers a refusal too: turn markers outside Grand Melee, 807.4 in both', () => {
      const ruled = evaluateUnder(imported(en2026))(scenario(RESTART));
      expect(ruled.outcomes[1]!.problems).toMatchObject([{ code: 'question/not-applicable', rules: ['807.4'] }]);
    });

    it('refuses an answer that rests on a rule worded otherwise, naming it with its new text and a word diff', () => {
      const changed = officialEditionText('2026-01-16', { edit: NOT_EXEMPT });
      const ruled = evaluateUnder(imported(changed, en2024))(scenario(RESTART));
      const restart = ruled.outcomes[0]!;
      expect(restart.answer).toBeUndefined();
      expect(restart.problems).toEqual([
        {
          code: 'question/rule-changed',
          message:
            'Not ruled under English 2026-01-16: the answer rests on 801.17, which English 2026-01-16 words differently from the 2024 rules its reading was made for, and mtg-judge has no reading of the new text.',
          path: ['questions', 0],
          notes: [
            '801.17 in English 2026-01-16: "Effects that restart the game (see rule 726) are not exempt from the limited range of influence option. All players in the game will be involved in the new game."',
            'changed from English 2024-03-08 801.17: Effects that restart the game (see rule [-723-]{+726+}) are {+not +}exempt from the limited range of influence option. All players in the game will be involved in the new game.',
          ],
          rules: ['801.17'],
        },
      ]);
      // A refusal that rests on a changed rule is refused the same way, saying what 2024 would have said.
      const markers = ruled.outcomes[1]!.problems;
      expect(markers.map((p) => p.code)).toEqual(['question/rule-changed']);
      expect(markers[0]!.notes!.at(-1)).toBe(
        'under the 2024 rules: question/not-applicable: turn-marker-count: turn markers are used only in the Grand Melee variant (807.4).',
      );
    });

    it('without the English 2024 text, says how to get the word diff', () => {
      const changed = officialEditionText('2026-01-16', { edit: NOT_EXEMPT });
      const restart = evaluateUnder(imported(changed))(scenario(RESTART)).outcomes[0]!;
      expect(restart.problems[0]!.notes!.at(-1)).toBe(
        'for a word diff, import the English 2024-03-08 text: mtg-judge import MagicCompRules-20240308.txt (the official text of 2024-03-08)',
      );
    });

    it('answers instead where a reading for the new text holds, and says so in a step', () => {
      const changed = officialEditionText('2026-01-16', { edit: NOT_EXEMPT });
      const print = fingerprintText(changed.rulesOf('801').find((rule) => rule.number === '801.17')!.text);
      const citing = citeUnderEdition({
        text: changed,
        fingerprints: shippedFingerprints,
        readings: [
          { rule: '801.17', texts: [print], reading: 'a-test-reading', step: 'The new 801.17 is read as the old one' },
        ],
      });
      const shipped = evaluate({ ...scenario(RESTART), editionName: undefined, edition: '2024' });
      const answer = citing.outcome(shipped.outcomes[0]!).answer!;
      expect(answer.citations).toEqual(['726.1', '801.17', '726.7']);
      expect(answer.explanation.find((step) => step.reading === 'a-test-reading')).toEqual({
        text: 'The new 801.17 is read as the old one',
        rules: ['801.17'],
        reading: 'a-test-reading',
      });
    });
  },
);
