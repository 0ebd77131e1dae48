// Proposes English/German/Italian term pairs from aligned rules: every aligned segment pair
// gives its n-grams of one to three words on each side, and a pair of n-grams that occur
// together in many segments, and rarely apart, is a candidate translation. Dice and
// Dunning's log-likelihood G2 measure that; a pair is kept when each side is the other's
// best match. The curator reads the candidates (rules-data/terms/candidates.txt) and keeps
// the true ones in rules-data/terms/terms.json.

export type MiningLang = 'en' | 'de' | 'it';

export interface MiningOptions {
  /** How many aligned segments a pair must share. */
  minCo: number;
  /** The lowest Dice score printed. */
  minDice: number;
}

/** One aligned segment: its label ("800.4c/800.4d") and the n-grams of each side. */
export interface Segment {
  label: string;
  a: Set<string>;
  b: Set<string>;
}

export interface Candidate {
  x: string;
  y: string;
  /** Segments holding both, holding x, holding y. */
  n11: number;
  nx: number;
  ny: number;
  dice: number;
  llr: number;
  examples: string[];
  /** More than three pairs with the same counts: a repeated sentence, printed as one block. */
  block?: number;
}

const STOP_WORDS: Record<MiningLang, string> = {
  en: `a an the and or nor but if then than that this these those there their them they it its it's
    of to in on at by for from with without into onto over under as is are was were be been being
    has have had having do does did done not no any all each every some such other another same
    which who whom whose what when whenever while where whether how also only just can can't cannot
    may might must would should will shall could he she his her him himself herself itself themselves
    you your yourself we our us i me my one ones two both either neither more most less many much
    so instead rather see rule rules example e.g. etc about after before until up down out off
    alex bianca rob carissa alex's bianca's rob's carissa's none`,
  de: `der die das den dem des ein eine einen einem einer eines und oder aber wenn falls dann als
    ist sind war waren wird werden wurde wurden worden sein seine seinen seinem seiner seines ihr ihre
    ihren ihrem ihrer ihres er sie es sich man du dein deine deinen deinem deiner wir uns in im ins
    an am auf aus bei mit nach von vom zu zum zur für über unter vor hinter neben zwischen durch
    gegen ohne um bis nicht kein keine keinen keinem keiner auch nur noch schon so wie dass daß
    dies diese dieser dieses diesen diesem jene jener jenes jede jeder jedes jeden jedem alle allen
    aller alles andere anderen anderer anderes anderem welche welcher welches welchen welchem
    kann können konnte muss müssen darf dürfen soll sollen sollte würde würden hat haben hatte
    hätte bzw siehe regel regeln beispiel etwa z.b. u. ä. o. d. h. es sei denn ob da wo was wer
    alex bianca rob carissa dabei dazu davon daran darauf dafür stattdessen mehr einmal`,
  it: `il lo la i gli le un uno una un' l' d' dell' all' dall' nell' sull' quell' dell della delle
    degli dei del al allo alla alle agli ai dal dalla dalle dagli dai nel nella nelle negli nei sul
    sulla sulle sugli sui di a da in con su per tra fra e ed o oppure ma se che chi cui non né
    è sono era erano sia siano essere stato stata viene vengono venire ha hanno aveva avere
    questo questa questi queste quello quella quelli quelle quel suo sua suoi sue loro proprio
    propria ogni ciascun ciascuna ciascuno tutti tutte tutto tutta altro altra altri altre
    può possono deve devono come anche solo già più quando mentre dove ne ci si vedi regola
    regole esempio alex bianca rob carissa poi quindi prima cioè ovvero`,
};

const STOP: Record<MiningLang, Set<string>> = {
  en: new Set(STOP_WORDS.en.split(/\s+/).filter(Boolean)),
  de: new Set(STOP_WORDS.de.split(/\s+/).filter(Boolean)),
  it: new Set(STOP_WORDS.it.split(/\s+/).filter(Boolean)),
};

/** Lower-case words; hyphenated compounds stay whole; an Italian elision ("d'") is a word of its own. */
function miningTokens(text: string, lang: MiningLang): string[] {
  const plain = text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[„“”«»"]/g, ' ');
  const pattern = lang === 'it' ? /[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*'?/gu : /[\p{L}\p{N}]+(?:[-.'][\p{L}\p{N}]+)*/gu;
  return plain.match(pattern) ?? [];
}

const NUMBER = /^\d+(?:[.,]\d+)*[a-z]?$/;

/** The n-grams of one to `maxN` words that neither start nor end with a stop word or a number. */
export function ngrams(text: string, lang: MiningLang, maxN = 3): Set<string> {
  const words = miningTokens(text, lang);
  const stop = STOP[lang];
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= maxN && i + n <= words.length; n++) {
      const gram = words.slice(i, i + n);
      const first = gram[0]!;
      const last = gram[n - 1]!;
      if (stop.has(first) || stop.has(last) || NUMBER.test(first) || NUMBER.test(last)) continue;
      if (last.endsWith("'") || (n === 1 && first.length < 3)) continue;
      out.add(gram.join(' ').replace(/' /g, "'"));
    }
  }
  return out;
}

function xlogx(x: number): number {
  return x > 0 ? x * Math.log(x) : 0;
}

/** Dunning's log-likelihood ratio of a 2×2 table. */
function g2(k11: number, k12: number, k21: number, k22: number): number {
  const n = k11 + k12 + k21 + k22;
  return (
    2 *
    (xlogx(k11) +
      xlogx(k12) +
      xlogx(k21) +
      xlogx(k22) +
      xlogx(n) -
      xlogx(k11 + k12) -
      xlogx(k21 + k22) -
      xlogx(k11 + k21) -
      xlogx(k12 + k22))
  );
}

function countAll(segments: readonly Segment[]): { ca: Map<string, number>; cb: Map<string, number> } {
  const ca = new Map<string, number>();
  const cb = new Map<string, number>();
  for (const s of segments) {
    for (const x of s.a) ca.set(x, (ca.get(x) ?? 0) + 1);
    for (const y of s.b) cb.set(y, (cb.get(y) ?? 0) + 1);
  }
  return { ca, cb };
}

/** Every pair that co-occurs in at least `minCo` segments, with its measures. */
function scorePairs(segments: readonly Segment[], minCo: number): Candidate[] {
  const { ca, cb } = countAll(segments);
  const co = new Map<string, { n: number; examples: string[] }>();
  for (const s of segments) {
    const as = [...s.a].filter((x) => ca.get(x)! >= minCo);
    const bs = [...s.b].filter((y) => cb.get(y)! >= minCo);
    for (const x of as)
      for (const y of bs) {
        const key = `${x}\u0000${y}`;
        const entry = co.get(key) ?? { n: 0, examples: [] };
        entry.n++;
        if (entry.examples.length < 5 && !entry.examples.includes(s.label)) entry.examples.push(s.label);
        co.set(key, entry);
      }
  }
  const n = segments.length;
  const pairs: Candidate[] = [];
  for (const [key, { n: n11, examples }] of co) {
    if (n11 < minCo) continue;
    const [x, y] = key.split('\u0000') as [string, string];
    const nx = ca.get(x)!;
    const ny = cb.get(y)!;
    const dice = (2 * n11) / (nx + ny);
    pairs.push({ x, y, n11, nx, ny, dice, llr: g2(n11, nx - n11, ny - n11, n - nx - ny + n11), examples });
  }
  return pairs;
}

/** The pairs where each side is the other's best match by Dice (ties allowed). */
function mutualBest(pairs: readonly Candidate[], minDice: number): Candidate[] {
  const bestA = new Map<string, number>();
  const bestB = new Map<string, number>();
  for (const p of pairs) {
    if ((bestA.get(p.x) ?? -1) < p.dice) bestA.set(p.x, p.dice);
    if ((bestB.get(p.y) ?? -1) < p.dice) bestB.set(p.y, p.dice);
  }
  return pairs.filter((p) => p.dice >= minDice && p.dice >= bestA.get(p.x)! - 1e-9 && p.dice >= bestB.get(p.y)! - 1e-9);
}

const signature = (p: Candidate) => `${p.n11}|${p.nx}|${p.ny}|${p.examples.join(',')}`;

function groupBySignature(pairs: readonly Candidate[]): Candidate[][] {
  const groups = new Map<string, Candidate[]>();
  for (const p of pairs) groups.set(signature(p), [...(groups.get(signature(p)) ?? []), p]);
  return [...groups.values()];
}

/** Of n-grams with the same counts against the same other side, only the longest are kept. */
function collapseVariants(pairs: readonly Candidate[]): { kept: Candidate[]; collapsed: number } {
  const contains = (long: string, short: string) => long !== short && ` ${long} `.includes(` ${short} `);
  const drop = new Set<Candidate>();
  for (const group of groupBySignature(pairs))
    for (const p of group)
      for (const q of group) {
        if ((p.y === q.y && contains(q.x, p.x)) || (p.x === q.x && contains(q.y, p.y))) drop.add(p);
      }
  return { kept: pairs.filter((p) => !drop.has(p)), collapsed: drop.size };
}

/** More than three pairs with identical counts come from one repeated sentence: one block line. */
function mergeBlocks(pairs: readonly Candidate[]): Candidate[] {
  return groupBySignature(pairs).flatMap((group) => {
    if (group.length <= 3) return group;
    const xs = [...new Set(group.map((p) => p.x))];
    const ys = [...new Set(group.map((p) => p.y))];
    return [{ ...group[0]!, x: `{${xs.join(' | ')}}`, y: `{${ys.join(' | ')}}`, block: group.length }];
  });
}

export interface MiningResult {
  segments: number;
  scored: number;
  collapsed: number;
  candidates: Candidate[];
}

/** The candidate pairs of one parallel corpus, most reliable (by G2) first. */
export function mineCandidates(segments: readonly Segment[], options: MiningOptions): MiningResult {
  const scored = scorePairs(segments, options.minCo);
  const { kept, collapsed } = collapseVariants(mutualBest(scored, options.minDice));
  const candidates = mergeBlocks(kept).sort((p, q) => q.llr - p.llr || q.dice - p.dice || q.n11 - p.n11);
  return { segments: segments.length, scored: scored.length, collapsed, candidates };
}
