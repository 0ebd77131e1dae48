// Every rule an answer may rest on, in each official edition after 2024-03-08: where it
// moved, and which changed its words. A kind that comes to cite a rule whose text changed
// makes this fail, so that the change is decided (a reading in judge/later-texts.ts) or a
// refusal with question/rule-changed is accepted here on purpose.
import { describe, expect, it } from 'vitest';
import { citedRules } from '../../src/judge/cited-sections.js';
import { LATER_TEXT_READINGS, MENDED_POINTERS } from '../../src/judge/later-texts.js';
import { findRuleOf, findSectionOf } from '../../src/rules/find-in-edition.js';
import { fingerprintText } from '../../src/rules/fingerprints.js';
import { haveOfficialRules, officialTitle } from '../official-rules.js';
import { officialEditionText, shippedFingerprints } from '../rules/edition-texts.js';

const LATER = ['2025-09-19', '2026-01-16'];

/** The cited rules that moved (2024 number → number) and those that changed or are gone. */
function survey(date: string): { moved: Record<string, string>; changed: string[] } {
  const text = officialEditionText(date);
  const moved: Record<string, string> = {};
  const changed: string[] = [];
  for (const rule of [...citedRules()].sort()) {
    const found = findRuleOf(text, shippedFingerprints, rule)!;
    if (found.status === 'same') {
      if (found.rule.number !== rule) moved[rule] = found.rule.number;
      continue;
    }
    const print = found.status === 'gone' ? 'gone' : fingerprintText(found.rule.text);
    if (!LATER_TEXT_READINGS.some((reading) => reading.rule === rule && reading.texts.includes(print)))
      changed.push(`${rule} ${found.status}`);
  }
  return { moved, changed };
}

describe.skipIf(!haveOfficialRules(...LATER))(officialTitle('the cited rules in later editions', ...LATER), () => {
  it.each(LATER)('in %s: moved 720 to 722 and 724 to 726, and changed none without a reading', (date) => {
    expect(survey(date)).toEqual({
      moved: { '720.1': '722.1', '720.1a': '722.1a', '720.1b': '722.1b', '724.1': '726.1', '724.7': '726.7' },
      changed: [],
    });
  });

  it.each(LATER)('in %s: 801.17 points to restarting the game again, so the remark on "723" goes', (date) => {
    const text = officialEditionText(date);
    for (const pointer of MENDED_POINTERS) {
      const rule = findRuleOf(text, shippedFingerprints, pointer.rule);
      expect(rule?.status).toBe('same');
      expect(rule?.status === 'same' && rule.rule.cites).toContain(
        findSectionOf(text, shippedFingerprints, pointer.means)?.number,
      );
    }
  });
});
