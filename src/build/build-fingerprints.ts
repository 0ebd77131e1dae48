// npm run fingerprints: rules-data/fingerprints.en-2024-03-08.json, the fingerprints of the
// official English 2024-03-08 text (rules/fingerprints.ts): hashes per rule number and
// section title, never the text, which the project may not copy. It covers chapter 8 and
// every section in which the 2024 rules of a question kind (the catalogue) or a summary of a
// rule outside chapter 8 (judge/general-rules.ts) cite a rule, so rerun it after a kind
// cites a new section. The text is read from MTG_JUDGE_OFFICIAL_RULES, else
// ../shared/external/comprehensive-rules beside the clone; test/rules/fingerprints.test.ts
// checks the file against it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPackageRoot } from '../io/package-root.js';
import { fingerprintRules, MULTIPLAYER_SECTION } from '../rules/fingerprints.js';
import { parseOfficialRules } from '../rules/parse-official-rules.js';
import { citedSections } from '../judge/cited-sections.js';

const root = findPackageRoot();
const official = process.env.MTG_JUDGE_OFFICIAL_RULES ?? join(root, '..', 'shared', 'external', 'comprehensive-rules');
const source = join(official, 'MagicCompRules-2024-03-08.txt');
const corpus = parseOfficialRules(readFileSync(source, 'utf8'), 'MagicCompRules-2024-03-08.txt', 'en');
const cited = citedSections();
const covers = (section: string) => MULTIPLAYER_SECTION.test(section) || cited.has(section);
const fingerprints = fingerprintRules(corpus, 'en-2024-03-08', 'de-2024-03-08', covers);
const out = join(root, 'rules-data', 'fingerprints.en-2024-03-08.json');
writeFileSync(out, JSON.stringify(fingerprints, null, 1) + '\n');
process.stdout.write(
  `wrote rules-data/fingerprints.en-2024-03-08.json: ${Object.keys(fingerprints.hashes).length} rules in ${Object.keys(fingerprints.sections).length} sections\n`,
);
