// One stemmer per language, so that "markers", "Zugmarken" and "squadre" meet "marker",
// "Zugmarke" and "squadra". The index and the query are stemmed alike: a word of a German
// rule by the German stemmer, a query word by each language's stemmer in turn. Words are
// folded first (normalise.ts), so the stemmers see no umlauts or accents on either side.
// Pure; each stemmer keeps the stems it has made, since texts repeat their words.
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import type { Lang } from '../rules/corpus-model.js';

export type Stem = (word: string) => string;
export type Stemmers = Readonly<Record<Lang, Stem>>;

/** Which stemmers the index was built with: a stored index built with others is built again. */
export const STEMMER_ID = 'orama-3.1.18+kept-2';

/** Digits ("807", "4e") and words of one or two letters are left as they are. */
const KEEP = /[0-9]|^.{0,2}$/;

/**
 * Words a stemmer would merge with another word of other meaning: the German stemmer makes
 * "Spieler" (player) "spiel", the stem of "Spiel" (game), and every rule speaks of both; the
 * English one makes "commander" (the card that leads a Commander deck) "command", the stem
 * of the command zone, which emblems, schemes and planes share.
 */
const KEPT: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { commander: 'commander', commanders: 'commander' },
  de: { spieler: 'spieler', spielers: 'spieler', spielern: 'spieler' },
  it: {},
};

/**
 * The stems kept apart, per language: a word of another ending does not count as of their
 * family when it is the word they were kept from ("command" is no kin of "commander").
 */
export const KEPT_STEMS: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: new Set(Object.values(KEPT.en)),
  de: new Set(Object.values(KEPT.de)),
  it: new Set(Object.values(KEPT.it)),
};

export function cachedStem(stem: Stem, kept: Readonly<Record<string, string>> = {}): Stem {
  const known = new Map<string, string>(Object.entries(kept));
  return (word) => {
    let stemmed = known.get(word);
    if (stemmed === undefined) {
      stemmed = KEEP.test(word) ? word : stem(word);
      known.set(word, stemmed);
    }
    return stemmed;
  };
}

export const STEMMERS: Stemmers = {
  en: cachedStem(english, KEPT.en),
  de: cachedStem(german, KEPT.de),
  it: cachedStem(italian, KEPT.it),
};
