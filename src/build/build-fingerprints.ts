// npm run fingerprints: the fingerprints (rules/fingerprints.ts) of the official texts the
// readings were made for (rules/reading-texts.ts): hashes per rule number and section
// title, never the text, which the project may not copy.
// - rules-data/fingerprints.en-2024-03-08.json: chapter 8 and every section in which the 2024
//   rules of a question kind (the catalogue) or a summary of a rule outside chapter 8
//   (judge/general-rules.ts) cite a rule;
// - rules-data/fingerprints.en-2026-01-16.json: every section in which a kind cites a rule of
//   the 2026 rules (Commander, 704.6c, the monarch, the initiative).
// Rerun it after a kind cites a new section. The texts are read from
// MTG_JUDGE_OFFICIAL_RULES, else ../shared/external/comprehensive-rules beside the clone;
// test/rules/fingerprints.test.ts checks the files against them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPackageRoot } from '../io/package-root.js';
import { fingerprintRules, MULTIPLAYER_SECTION } from '../rules/fingerprints.js';
import { parseOfficialRules } from '../rules/parse-official-rules.js';
import { LATER_TEXTS } from '../rules/reading-texts.js';
import { citedSections } from '../judge/cited-sections.js';

const root = findPackageRoot();
const official = process.env.MTG_JUDGE_OFFICIAL_RULES ?? join(root, '..', 'shared', 'external', 'comprehensive-rules');

function write(date: string, numbersOf: string, covers: (section: string) => boolean): void {
  const name = `MagicCompRules-${date}.txt`;
  const corpus = parseOfficialRules(readFileSync(join(official, name), 'utf8'), name, 'en');
  const fingerprints = fingerprintRules(corpus, `en-${date}`, numbersOf, covers);
  const file = `fingerprints.en-${date}.json`;
  writeFileSync(join(root, 'rules-data', file), JSON.stringify(fingerprints, null, 1) + '\n');
  const [rules, sections] = [Object.keys(fingerprints.hashes).length, Object.keys(fingerprints.sections).length];
  process.stdout.write(`wrote rules-data/${file}: ${rules} rules in ${sections} sections\n`);
}

const cited2024 = citedSections('2024');
write('2024-03-08', 'de-2024-03-08', (section) => MULTIPLAYER_SECTION.test(section) || cited2024.has(section));
const cited2026 = citedSections('2026');
const { edition } = LATER_TEXTS['2026'];
write(edition, `en-${edition}`, (section) => cited2026.has(section));
