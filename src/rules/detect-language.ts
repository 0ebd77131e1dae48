// Which language a rules text is written in, told by its most common short words: each
// language here has a dozen that the others do not share, and a page of rules holds
// hundreds of them. Pure.
import type { Lang } from './corpus-model.js';

const MARKERS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['the', 'of', 'and', 'to', 'is', 'that', 'player', 'each', 'this', 'with', 'be', 'or', 'it', 'can']),
  de: new Set(['der', 'die', 'das', 'und', 'ist', 'ein', 'eine', 'nicht', 'spieler', 'zu', 'den', 'von', 'mit', 'auf']),
  it: new Set(['il', 'la', 'di', 'che', 'un', 'una', 'non', 'giocatore', 'per', 'del', 'della', 'le', 'si', 'con']),
};

/** How many words to look at: enough to tell, few enough to be quick on a whole edition. */
const SAMPLE_WORDS = 20_000;

export interface LanguageGuess {
  /** The language, or undefined where no language stands out. */
  lang: Lang | undefined;
  /** Per language, the share of the words that are its markers. */
  shares: Record<Lang, number>;
}

export function detectLanguage(text: string): LanguageGuess {
  const words =
    text
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.slice(0, SAMPLE_WORDS) ?? [];
  const counts: Record<Lang, number> = { en: 0, de: 0, it: 0 };
  for (const word of words) {
    for (const lang of Object.keys(MARKERS) as Lang[]) if (MARKERS[lang].has(word)) counts[lang]++;
  }
  const shares = {} as Record<Lang, number>;
  for (const lang of Object.keys(counts) as Lang[]) shares[lang] = words.length === 0 ? 0 : counts[lang] / words.length;
  const [first, second] = (Object.keys(shares) as Lang[]).sort((a, b) => shares[b] - shares[a]);
  // A language stands out when a tenth of the words are its markers, twice as many as the next's.
  const clear = shares[first!] >= 0.1 && shares[first!] >= 2 * shares[second!];
  return { lang: clear ? first : undefined, shares };
}
