// The words that make a query a question rather than name a rule: "what happens to my
// permanents when I concede", "was passiert, wenn der Kaiser stirbt", "cosa succede se un
// giocatore abbandona". Question words, modal verbs, pronouns and filler say nothing about
// which rule is wanted, so a query leaves them out, as it does stop words: only a query,
// never the index, whose texts keep every word. Numbers are never filler ("21", "30 or 40").
// A question for the meaning of a term ("what does goad mean", "was bedeutet Vorrang",
// "cosa significa priorità") is told apart, so that a glossary entry may answer it. Pure.
import { fold } from './normalise.js';
import { STOPWORDS } from './stopwords.js';

/** Single words, in any of the three languages, that carry no topic in a question. */
const FILLER_WORDS = `
happen happens happened happening someone somebody anyone anybody something anything
still actually really exactly ok okay please hey hi thanks question wondering wonder know tell
ever even else again am im ive id ll ve re m d did got gotten allowed need needs want wants
work works supposed myself yourself himself herself themselves whats
passiert passieren geschieht geschehen eigentlich denn mal bitte jemand jemandem jemanden
etwas irgendwas irgendwie gibt darf darfst durfen durft muss musst mussen soll sollen
kannst konnte wurde wurden bin bist habe hast wen wem wessen welchen welchem ob nun jetzt
trotzdem uberhaupt genau etwa mir mich dir dich uns euch ihm ihn ihnen sie wir unser unsere
unseren unserem euer eure seinen seinem seiner seines meinen meinem meiner deinen deinem
ihren ihrem ihrer wieso weshalb frage hallo ja
succede succedono succedere capita fa fanno posso puoi possiamo possono devo deve devono
bisogna serve servono io tu lui lei noi voi se sei siamo stato stata stati essere viene
vengono sta stanno ancora anche gia qualcuno qualcosa mia miei mie tuo tua tuoi suoi
nostro nostra nostri vostro proprio allora quindi ma pero comunque davvero esattamente ecco
ciao domanda dove cos anzahl vielen viel wieviele wieviel
`;

/** Runs of words that are filler only together ("che fine fanno": "fine" alone is an end). */
const FILLER_PHRASES = ['what if', 'how come', 'che fine', 'was ist mit', 'what about', 'number of', 'numero di'];

/** Runs that ask what a term means; their words are filler too. */
const TERM_QUESTIONS = [
  'what does * mean',
  'what do * mean',
  'meaning of',
  'definition of',
  'define',
  'was bedeutet',
  'was heisst',
  'bedeutung von',
  'definition von',
  'cosa significa',
  'che significa',
  'cosa vuol dire',
  'che vuol dire',
  'significato di',
  'definizione di',
  'difference between',
  'unterschied zwischen',
  'differenza tra',
  'difference',
  'unterschied',
  'differenza',
];

/** Openings that ask what something is; with a short rest ("was ist ein Beherrscher"), a term. */
const WHAT_IS = ['what is', 'what are', 'was ist', 'was sind', "cos'e", 'cosa e', 'cosa sono', 'che cos e'];
/** The most content words the rest of a "what is" question may have to ask for a term. */
const TERM_WORDS = 3;

const split = (text: string) => fold(text).split(/\s+/u).filter(Boolean);

const WORDS: ReadonlySet<string> = new Set(split(FILLER_WORDS));
const PHRASES = FILLER_PHRASES.map(split);
const ASKS_MEANING = TERM_QUESTIONS.map(split);
const OPENINGS = WHAT_IS.map((opening) => opening.split(/[\s']+/u));

/**
 * Where a run of words (with "*" for any one word) starts in the sequence, or -1. Plain
 * loops: every query tries each of the runs at each of its words, and a callback per try
 * made thousands of closures for a long question.
 */
function find(sequence: readonly string[], run: readonly string[]): number {
  for (let i = 0; i < sequence.length; i++) {
    let k = 0;
    while (k < run.length && (run[k] === '*' || sequence[i + k] === run[k])) k++;
    if (k === run.length) return i;
  }
  return -1;
}

export interface QuestionReading {
  /** Per word of the sequence: true where it is filler. */
  filler: boolean[];
  /** The query asks what a term means. */
  asksForTerm: boolean;
}

/** Reads a query's folded words (stop words kept): which are filler, and whether it asks for a term. */
export function readQuestion(sequence: readonly string[]): QuestionReading {
  const filler = sequence.map((word) => WORDS.has(word));
  let asksForTerm = false;
  for (const [runs, meaning] of [
    [PHRASES, false],
    [ASKS_MEANING, true],
  ] as const) {
    for (const run of runs) {
      const at = find(sequence, run);
      if (at < 0) continue;
      asksForTerm ||= meaning;
      run.forEach((word, k) => {
        if (word !== '*') filler[at + k] = true;
      });
    }
  }
  const opening = OPENINGS.find((run) => find(sequence, run) === 0);
  if (opening) {
    const rest = sequence
      .slice(opening.length)
      .filter((word, i) => !STOPWORDS.has(word) && !filler[opening.length + i]);
    if (rest.length > 0 && rest.length <= TERM_WORDS) asksForTerm = true;
  }
  return { filler: filler.map((f, i) => f && !/\d/.test(sequence[i]!)), asksForTerm };
}
