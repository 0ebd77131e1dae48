// Reads the prebuilt corpus from rules-data/: JSON only, no raw text is parsed when a
// command runs. Each file is read at most once per process.
import { readFileSync } from 'node:fs';
import type { CorpusIndex } from '../rules/corpus-files.js';
import type { CounterpartTable, Glossary, HouseRules, RuleCorpus } from '../rules/model.js';

const DATA_DIR = new URL('../../rules-data/', import.meta.url);
const cache = new Map<string, unknown>();

function readJson<T>(relative: string): T {
  let value = cache.get(relative);
  if (value === undefined) {
    value = JSON.parse(readFileSync(new URL(relative, DATA_DIR), 'utf8'));
    cache.set(relative, value);
  }
  return value as T;
}

export function readCorpusIndex(): CorpusIndex {
  return readJson<CorpusIndex>('corpus/index.json');
}

export function readRuleCorpus(file: string): RuleCorpus {
  return readJson<RuleCorpus>(`corpus/${file}`);
}

export function readCounterparts(): CounterpartTable {
  return readJson<CounterpartTable>('counterparts.json');
}

export function readGlossary(file: string): Glossary {
  return readJson<Glossary>(`corpus/${file}`);
}

export function readHouseRules(file: string): HouseRules {
  return readJson<HouseRules>(`corpus/${file}`);
}
