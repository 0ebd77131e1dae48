// Where the tests find the official Comprehensive Rules texts, which the project may not
// copy (rules-data/README.md): MTG_JUDGE_OFFICIAL_RULES, else ../shared/external/
// comprehensive-rules beside the clone. Without them the fidelity tests are skipped, and
// say so in their titles; .ci/run sets MTG_JUDGE_REQUIRE_OFFICIAL_RULES=1, and then a
// missing text fails them instead.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('..', import.meta.url));

export const OFFICIAL_RULES_DIR =
  process.env.MTG_JUDGE_OFFICIAL_RULES ?? join(repository, '..', 'shared', 'external', 'comprehensive-rules');

const required = process.env.MTG_JUDGE_REQUIRE_OFFICIAL_RULES === '1';

/** The path of one official text, e.g. officialRules('2024-03-08'). */
export const officialRules = (date: string): string => join(OFFICIAL_RULES_DIR, `MagicCompRules-${date}.txt`);

/** Whether tests that need these texts run: when they are there, and always when CI requires them. */
export function haveOfficialRules(...dates: string[]): boolean {
  return required || dates.every((date) => existsSync(officialRules(date)));
}

/** A describe title that says why the block is skipped. */
export function officialTitle(title: string, ...dates: string[]): string {
  return haveOfficialRules(...dates)
    ? title
    : `${title} (skipped: no official texts in ${OFFICIAL_RULES_DIR}; set MTG_JUDGE_OFFICIAL_RULES)`;
}

const texts = new Map<string, string>();

/** The text of one official edition, read once per test file. */
export function readOfficialText(date: string): string {
  let text = texts.get(date);
  if (text === undefined) texts.set(date, (text = readFileSync(officialRules(date), 'utf8')));
  return text;
}
