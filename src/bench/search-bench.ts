// npm run bench, search part: quality over the query set, in-process query times for the
// shipped corpus and with the whole 2026 Comprehensive Rules added, what the index costs
// at start-up (built from the corpus, or parsed from stored parts), and the command's wall
// time against `node -e ''`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readCorpusIndex, readCounterparts, readGlossary, readHouseRules, readRuleCorpus } from '../io/read-corpus.js';
import { parseOfficialRules } from '../rules/parse-official-rules.js';
import type { RuleCorpus } from '../rules/corpus-model.js';
import { sourcePieces, type SearchSources } from '../search/documents.js';
import { buildIndexPart, type IndexPart } from '../search/index-part.js';
import { findMisspellings } from '../search/misspellings.js';
import { evaluateQuerySet, scopeForLang, type QueryCase } from '../search/query-set.js';
import { search } from '../search/search.js';
import { assembleIndex, type IndexPiece } from '../search/token-index.js';
import { measureFuseBaseline } from '../search/fuse-baseline.js';
import { formatMs, median, mtgJudge, percentile, printRatio, ROOT, type Command } from './measure.js';

const queriesFile = join(ROOT, 'test', 'search-queries.json');
/** The official texts: MTG_JUDGE_OFFICIAL_RULES, else ../shared/external/comprehensive-rules beside the clone. */
const officialRules =
  process.env.MTG_JUDGE_OFFICIAL_RULES ?? join(ROOT, '..', 'shared', 'external', 'comprehensive-rules');
const rules2026 = join(officialRules, 'MagicCompRules-2026-01-16.txt');

export function shippedSources(): SearchSources {
  const index = readCorpusIndex();
  return {
    corpora: index.editions.map((e) => readRuleCorpus(e.file)),
    glossaries: index.glossaries.map((g) => readGlossary(g.file)),
    houseRules: index.houseRules.map((h) => readHouseRules(h.file)),
  };
}

export function readQuerySet(): QueryCase[] {
  return (JSON.parse(readFileSync(queriesFile, 'utf8')) as { queries: QueryCase[] }).queries;
}

/** The whole 2026 Comprehensive Rules as `import` would add them, or undefined without the official texts. */
export function read2026Rules(): RuleCorpus | undefined {
  if (!existsSync(rules2026)) return undefined;
  return {
    ...parseOfficialRules(readFileSync(rules2026, 'utf8'), 'MagicCompRules-2026-01-16.txt', 'en'),
    sourceSha256: '',
  };
}

/** Every corpus file's index part, built once; assembling them into an index is cheap. */
function buildPieces(sources: SearchSources): IndexPiece[] {
  return sourcePieces(sources).map(({ docs, sourceSha256 }) => ({
    part: buildIndexPart(docs, sourceSha256),
    load: () => docs,
  }));
}

/**
 * Times of every query of the set, `rounds` times each (ms). Each query runs on a fresh
 * copy of the index with nothing decoded or cached yet, so that decoding the postings it
 * needs and building fuse.js matchers count as in a new process.
 */
export function timeQueries(pieces: readonly IndexPiece[], queries: readonly QueryCase[], rounds: number): number[] {
  const assembled = assembleIndex(pieces);
  const table = readCounterparts();
  const editions = [
    ...new Map(
      pieces
        .filter((p) => p.part.kind === 'rule')
        .map((p) => [`${p.part.lang} ${p.part.edition}`, { lang: p.part.lang, edition: p.part.edition! }]),
    ).values(),
  ];
  const scopes = queries.map((query) => scopeForLang(editions, query.lang));
  const times: number[] = [];
  for (let round = -1; round < rounds; round++) {
    queries.forEach((query, i) => {
      const index = { ...assembled, decoded: { postings: new Map(), names: [], loaded: [] } };
      const start = performance.now();
      search(index, query.q, { scope: scopes[i]!, counterparts: table, limit: 10, misspellings: findMisspellings });
      if (round >= 0) times.push(performance.now() - start);
    });
  }
  return times;
}

function medianOf(rounds: number, run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Start-up cost of the index: folding and splitting every text, against parsing the stored parts and assembling them. */
function startupLine(label: string, sources: SearchSources, rounds: number): void {
  const built = medianOf(rounds, () => assembleIndex(buildPieces(sources)));
  const stored = JSON.stringify(buildPieces(sources).map((piece) => piece.part));
  const docs = sourcePieces(sources).map((piece) => piece.docs);
  const parsed = medianOf(rounds, () =>
    assembleIndex((JSON.parse(stored) as IndexPart[]).map((part, i) => ({ part, load: () => docs[i]! }))),
  );
  console.log(
    `  index at start-up, ${label}: built from the corpus ${formatMs(built)}, stored parts parsed and assembled ${formatMs(parsed)}`,
  );
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

function timingLine(label: string, times: number[]): void {
  const mid = median(times);
  const p99 = percentile(times, 99);
  const verdict = mid <= 2 && p99 <= 10 ? 'meets' : 'misses';
  console.log(`  ${label}: median ${formatMs(mid)}, p99 ${formatMs(p99)} (goal ≤ 2 ms / ≤ 10 ms: ${verdict})`);
}

function qualityLines(pieces: IndexPiece[], sources: SearchSources, queries: readonly QueryCase[]): void {
  const report = evaluateQuerySet(assembleIndex(pieces), readCounterparts(), readCorpusIndex().editions, queries);
  console.log(`\nsearch quality over ${queries.length} queries (test/search-queries.json)`);
  console.log(`  top-1 ${percent(report.top1)} (goal ≥ 80%), top-3 ${percent(report.top3)} (goal ≥ 95%)`);
  for (const miss of report.outcomes.filter((o) => o.rank !== 1)) {
    const want = miss.query.want;
    console.log(
      `    ${miss.rank ? `#${miss.rank}` : 'absent'}: "${miss.query.q}" --lang ${miss.query.lang} wants ${want.kind} ${want.number ?? want.term} ${want.lang}, first is ${miss.first ?? 'nothing'}`,
    );
  }
  const baseline = measureFuseBaseline(sources, queries, () => performance.now());
  const times = `median ${formatMs(median(baseline.times))}, p99 ${formatMs(percentile(baseline.times, 99))}`;
  console.log(
    `  for comparison, fuse.js alone over whole documents (useTokenSearch): top-1 ${percent(baseline.top1)}, top-3 ${percent(baseline.top3)}, ${times}`,
  );
}

export function runSearchBench(rounds: number): void {
  const queries = readQuerySet();
  const sources = shippedSources();
  const pieces = buildPieces(sources);
  qualityLines(pieces, sources, queries);
  console.log(`\nsearch time in-process (${rounds} rounds over the query set)`);
  timingLine(`shipped corpus, ${assembleIndex(pieces).docs.length} documents`, timeQueries(pieces, queries, rounds));
  const extra = read2026Rules();
  const withNew = extra ? { ...sources, corpora: [...sources.corpora, extra] } : undefined;
  if (withNew) {
    const big = buildPieces(withNew);
    timingLine(
      `with the whole 2026 rules, ${assembleIndex(big).docs.length} documents`,
      timeQueries(big, queries, rounds),
    );
  } else {
    console.log(`  with the whole 2026 rules: skipped, ${rules2026} is absent`);
  }
  startupLine('shipped corpus', sources, 10);
  if (withNew) startupLine('with the 2026 rules', withNew, 5);
  cliRatio(rounds);
}

function cliRatio(rounds: number): void {
  printRatio('search from the command line', mtgJudge('search', 'range', 'of', 'influence'), 1.5, rounds);
  if (!existsSync(rules2026)) return;
  // The same with the whole 2026 rules imported into a data directory of its own.
  const home = mkdtempSync(join(tmpdir(), 'mtg-judge-bench-home-'));
  try {
    const env = { MTG_JUDGE_HOME: home };
    spawnSync(process.execPath, [mtgJudge().argv[1]!, 'import', rules2026], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    const imported = (command: Command): Command => ({
      ...command,
      env,
      label: `${command.label} (2026 rules imported)`,
    });
    printRatio(
      'search with the 2026 rules imported',
      imported(mtgJudge('search', 'range', 'of', 'influence')),
      1.5,
      rounds,
    );
    printRatio('rule lookup with the 2026 rules imported', imported(mtgJudge('rule', '807.4e')), 1.3, rounds);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
