// Finding a rule of the 2024 rules in an imported edition by its content
// (rules/find-in-edition.ts), on the official texts: chapter 8 through the counterparts,
// other rules through the shipped fingerprints and section titles.
import { describe, expect, it } from 'vitest';
import { findRuleOf, findSectionByTitle, findSectionOf, type FoundRule } from '../../src/rules/find-in-edition.js';
import { haveOfficialRules, officialTitle } from '../official-rules.js';
import { officialEditionText, shippedFingerprints } from './edition-texts.js';

const DATES = ['2024-03-08', '2025-09-19', '2026-01-16'];

/** "same 726.1", "changed 800.3", "gone", or "no fingerprint". */
const where = (found: FoundRule | undefined) =>
  found === undefined ? 'no fingerprint' : found.status === 'gone' ? 'gone' : `${found.status} ${found.rule.number}`;

describe.skipIf(!haveOfficialRules(...DATES))(
  officialTitle('finding the 2024 rules in later editions', ...DATES),
  () => {
    const en2024 = officialEditionText('2024-03-08');
    const en2026 = officialEditionText('2026-01-16');
    const bare2026 = officialEditionText('2026-01-16', { counterparts: false });
    const find = (text: typeof en2026, number: string) => where(findRuleOf(text, shippedFingerprints, number));

    it('finds a section by its title, whatever its number', () => {
      expect(findSectionByTitle(en2026, 'The Monarch')?.number).toBe('724');
      expect(findSectionByTitle(en2026, 'restarting the  game')?.number).toBe('726');
      expect(findSectionByTitle(en2024, 'The Monarch')?.number).toBe('722');
      expect(findSectionByTitle(en2026, 'The Dungeon Master')).toBeUndefined();
      expect(findSectionOf(en2026, shippedFingerprints, '724')?.title).toBe('Restarting the Game');
    });

    it('finds restarting the game, 724 in 2024, as 726 from 2025-09-19 on', () => {
      expect(find(en2024, '724.1')).toBe('same 724.1');
      expect(find(en2026, '724.1')).toBe('same 726.1');
      expect(find(en2026, '724.7')).toBe('same 726.7');
      expect(find(officialEditionText('2025-09-19'), '724.7')).toBe('same 726.7');
    });

    it.each([
      ['with the counterparts', en2026],
      ['by fingerprints and titles alone', bare2026],
    ])('finds the moves of damage assignment order in 2026 %s', (_how, text) => {
      expect(find(text, '802.6')).toBe('same 802.5');
      expect(find(text, '802.5')).toBe('gone');
      expect(find(text, '805.10g')).toBe('same 805.10f');
      expect(find(text, '805.10f')).toBe('gone');
      expect(find(text, '801.17')).toBe('same 801.17');
      expect(find(text, '800.3')).toBe('changed 800.3');
    });

    it('finds a rule whose words changed at its place, and knows none it has no fingerprint of', () => {
      const edited = officialEditionText('2026-01-16', {
        edit: (text) =>
          text.replace(
            'Effects that restart the game (see rule 726) are exempt',
            'Effects that restart the game (see rule 726) are not exempt',
          ),
      });
      expect(find(edited, '801.17')).toBe('changed 801.17');
      // 509.1a is cited (blocks), so section 509 is fingerprinted; 2026 dropped damage assignment order from 509.2.
      expect(find(en2026, '509.2')).toBe('changed 509.2');
      expect(find(en2026, '702.2b')).toBe('no fingerprint');
    });
  },
);
