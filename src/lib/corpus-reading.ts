// Reading the rules for a lookup: the shipped and imported editions of the context's data
// directory, read around an imported edition that turns out damaged (readingAround), whose
// problems are warned of whether the work succeeds or not.
import { readCorpusIndex, readingAround, type CorpusView } from '../io/read-corpus.js';
import { storeWarnings, type Context } from './context.js';

export async function withCorpus<T>(context: Context, work: (view: CorpusView) => T | Promise<T>): Promise<T> {
  const corpus = readCorpusIndex(context.dataDir);
  try {
    return await readingAround(corpus, work);
  } finally {
    context.warn(storeWarnings(corpus.problems));
  }
}
