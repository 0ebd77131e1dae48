// Words that carry no topic in English, German and Italian questions: "how many turn
// markers", "wer hat Vorrang", "chi ha la priorità". They neither find documents nor count
// when a result is judged to contain "all the words" of a query. Negations are not among
// them: "kann keine Lebenspunkte verlieren" is another rule than "kann Lebenspunkte
// verlieren", so a negation counts where a text holds it, without being required.
import type { Lang } from '../rules/corpus-model.js';
import { fold } from './normalise.js';

/** Each language's, in the order en, de, it: STOPWORDS keeps that order (the packs' stamp hashes it). */
const WORDS_OF: Readonly<Record<Lang, string>> = {
  en: `
a an the of in on at to for from by with and or is are be it its this that if
how what when who whom which why where does do can may must my your his her their there
many much any some each has have had was were been will would should could shall i you he she we they me him us them
as than then so into about these those such just also too very here our ours yours theirs
s doesn don isn aren didn wasn weren hasn haven hadn won wouldn shouldn couldn`,
  de: `
der die das den dem des ein eine einen einem einer eines und oder in im ins an am auf aus
bei mit von vom zu zum zur fur uber unter nach vor ist sind wird werden hat haben kann
konnen sich wie wer was wann wo welche welcher welches warum viele aber
auch als dass es er ich du man wenn dann mein meine dein deine sein seine ihr ihre noch schon nur`,
  it: `
a il lo la i gli le l un uno una di del dello della dei degli delle da dal dalla in nel
nella con su sul sulla per tra fra e ed o si che chi come quando quanti quante cosa
al allo alla ai agli alle col nei negli nelle sui sugli sulle dai dagli dalle ha hanno sono
questo questa quale quali quanto dove perche mio mia suo sua loro ci ne mi ti puo
`,
};

const foldedList = (words: string) => fold(words).split(/\s+/u).filter(Boolean);

/** Folded stop words, of every language. */
export const STOPWORDS: ReadonlySet<string> = new Set(foldedList(Object.values(WORDS_OF).join('\n')));

/**
 * Each language's stop words: what tells "was passiert wenn ich rausfliege" for German when
 * no text holds its one word of content. A word may be one of several languages' ("in", "was").
 */
export const STOPWORDS_OF: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: new Set(foldedList(WORDS_OF.en)),
  de: new Set(foldedList(WORDS_OF.de)),
  it: new Set(foldedList(WORDS_OF.it)),
};

/**
 * Words that only say what kind of section a title names ("Grand Melee Variant",
 * "Option Kreaturen stellen"): a title counts as matched in full without them.
 */
export const TITLE_FILLERS: ReadonlySet<string> = new Set(
  ['variant', 'variante', 'option', 'options', 'optionen', 'opzione', 'opzioni'].map(fold),
);

/** Negations ("can't" folds to "can" and "t"): soft query words, weighed but never required. */
export const NEGATIONS: ReadonlySet<string> = new Set(
  fold('not no t never nicht kein keine keinen keinem keiner keines nie non').split(' '),
);
