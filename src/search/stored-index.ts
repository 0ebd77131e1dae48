// The stored search index. The shipped one, rules-data/corpus/search-index.pack, is built
// with the corpus (npm run corpus): one part per corpus file, the topics of the counterpart
// groups, the compiled term list and the variants' options. An imported edition gets a pack
// of its own when it is imported. Pure: the corpus comes in as data, the pack goes out as bytes.
import type { CorpusIndex } from '../rules/corpus-files.js';
import type { CounterpartTable, Glossary, HouseRules, RuleCorpus } from '../rules/corpus-model.js';
import { glossaryDocuments, houseRuleDocuments, ruleDocuments, topicDocuments, type SearchDoc } from './documents.js';
import { buildPart, type BuildContext, type PartHead } from './index-part.js';
import { encodePack, openPack, type Pack, type PackInput, type PackStamp } from './index-pack.js';
import { assembleIndex, type IndexExtras, type SearchIndex } from './token-index.js';
import { compileLexicon, compileSaid, fillerTokens, singleStems, type Lexicon, type TermEntry } from './lexicon.js';
import { STEMMER_ID, type Stemmers } from './stemmers.js';
import { STOPWORDS } from './stopwords.js';

/** Where the corpus build stores the shipped index, in rules-data/corpus/. */
export const STORED_INDEX_FILE = 'search-index.pack';

/** The extras of the shipped pack. */
export const LEXICON_EXTRA = 'lexicon';
export const LINKS_EXTRA = 'links';
export const FILLERS_EXTRA = 'fillers';
export const SINGLES_EXTRA = 'singles';
export const SAID_EXTRA = 'said';

/** rules-data/terms/variant-options.json */
export interface VariantOptions {
  variants: { variant: string; options: string[]; rules: string[] }[];
}

export interface IndexInputs {
  terms: readonly TermEntry[];
  variantOptions: VariantOptions;
  counterparts: CounterpartTable;
  stemmers: Stemmers;
}

/** A short hash of a text (FNV-1a, 32 bits): enough to tell whether a stored pack fits this build. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** What a pack built with this lexicon says of itself; the stop words, left out of every text, count as part of it. */
export function stampOf(lexicon: Lexicon): Omit<PackStamp, 'format'> {
  return { stemmers: STEMMER_ID, lexicon: hashOf(JSON.stringify(lexicon) + [...STOPWORDS].join(' ')) };
}

/** Option section → the variant sections that use it: "805" → ["810"]. */
export function optionLinks(variantOptions: VariantOptions): Record<string, string[]> {
  const links: Record<string, string[]> = {};
  for (const { variant, options } of variantOptions.variants)
    for (const option of options) (links[option] ??= []).push(variant);
  return links;
}

function part(
  docs: SearchDoc[],
  head: Omit<PartHead, 'docs' | 'sectionDocs' | 'sectionKeys' | 'sectionNames' | 'sectionFirst' | 'words'>,
  context: BuildContext,
): PackInput['parts'][number] {
  return buildPart(docs, head, context);
}

/** The part of one edition's rules. */
function rulePart(corpus: RuleCorpus, context: BuildContext): PackInput['parts'][number] {
  const { lang, edition, sourceSha256 } = corpus;
  return part(ruleDocuments(corpus), { kind: 'rule', lang, edition, sourceSha256 }, context);
}

/** The part of one glossary's entries. */
function glossaryPart(glossary: Glossary, context: BuildContext): PackInput['parts'][number] {
  const head = {
    kind: 'glossary' as const,
    lang: glossary.lang,
    source: glossary.title,
    sourceSha256: glossary.sourceSha256,
  };
  return part(glossaryDocuments(glossary), head, context);
}

/** The shipped pack, built from the corpus files as the commands read them back (file name → JSON text). */
export function buildShippedPack(files: Record<string, string>, inputs: IndexInputs): Uint8Array {
  const lexicon = compileLexicon(inputs.terms, inputs.stemmers);
  const context = { stemmers: inputs.stemmers, lexicon, singles: singleStems(lexicon) };
  const index = JSON.parse(files['index.json']!) as CorpusIndex;
  const parts: PackInput['parts'] = [];
  for (const { file } of index.editions) {
    parts.push(rulePart(JSON.parse(files[file]!) as RuleCorpus, context));
  }
  for (const { file } of index.glossaries) {
    parts.push(glossaryPart(JSON.parse(files[file]!) as Glossary, context));
  }
  for (const { file } of index.houseRules) {
    const rules = JSON.parse(files[file]!) as HouseRules;
    const head = {
      kind: 'house-rule' as const,
      lang: rules.lang,
      edition: rules.version,
      source: `${rules.title} ${rules.version}`,
      sourceSha256: rules.sourceSha256,
    };
    parts.push(part(houseRuleDocuments(rules), head, context));
  }
  parts.push(part(topicDocuments(inputs.counterparts), { kind: 'topic', lang: 'en', sourceSha256: '' }, context));
  const extras = {
    [LEXICON_EXTRA]: JSON.stringify(lexicon),
    [LINKS_EXTRA]: JSON.stringify(optionLinks(inputs.variantOptions)),
    [FILLERS_EXTRA]: JSON.stringify(fillerTokens(lexicon, inputs.stemmers)),
    [SINGLES_EXTRA]: JSON.stringify(context.singles),
    [SAID_EXTRA]: JSON.stringify(compileSaid(inputs.terms, inputs.stemmers)),
  };
  return encodePack({ stamp: stampOf(lexicon), parts, extras });
}

/** The corpus files (file name → text) with the shipped search index added. */
export function withSearchIndex(
  files: Record<string, string>,
  inputs: IndexInputs,
): Record<string, string | Uint8Array> {
  return { ...files, [STORED_INDEX_FILE]: buildShippedPack(files, inputs) };
}

/** The pack of one imported edition, its rules and its glossary, built with the shipped pack's term list. */
export function buildEditionPack(
  corpus: RuleCorpus,
  lexicon: Lexicon,
  stemmers: Stemmers,
  glossary?: Glossary,
): Uint8Array {
  const context = { stemmers, lexicon, singles: singleStems(lexicon) };
  const parts = [rulePart(corpus, context), ...(glossary ? [glossaryPart(glossary, context)] : [])];
  return encodePack({ stamp: stampOf(lexicon), parts });
}

/**
 * An index built in memory from documents, each piece one part: what the tests and the
 * bench use to search a corpus of their own.
 */
export function indexDocuments(
  pieces: readonly {
    docs: SearchDoc[];
    head: Omit<PartHead, 'docs' | 'sectionDocs' | 'sectionKeys' | 'sectionNames' | 'sectionFirst' | 'words'>;
  }[],
  inputs: Pick<IndexInputs, 'terms' | 'stemmers'> & { variantOptions?: VariantOptions },
): SearchIndex {
  const lexicon = compileLexicon(inputs.terms, inputs.stemmers);
  const context = { stemmers: inputs.stemmers, lexicon, singles: singleStems(lexicon) };
  const bytes = encodePack({
    stamp: stampOf(lexicon),
    parts: pieces.map(({ docs, head }) => part(docs, head, context)),
  });
  const pack = openPack((offset, length) => bytes.subarray(offset, offset + length), bytes)!;
  const links = inputs.variantOptions ? optionLinks(inputs.variantOptions) : {};
  const fillers = new Set(fillerTokens(lexicon, inputs.stemmers));
  const said = compileSaid(inputs.terms, inputs.stemmers);
  return assembleIndex(pack.parts, {
    lexicon,
    said,
    links,
    fillers,
    singles: context.singles,
    stemmers: inputs.stemmers,
  });
}

/** The extras of an opened shipped pack, as the index needs them. */
export function packExtras(pack: Pack, stemmers: Stemmers): IndexExtras {
  return {
    lexicon: JSON.parse(pack.extra(LEXICON_EXTRA) ?? '{}') as Lexicon,
    said: JSON.parse(pack.extra(SAID_EXTRA) ?? '{"en":"\\n","de":"\\n","it":"\\n"}') as Lexicon,
    links: JSON.parse(pack.extra(LINKS_EXTRA) ?? '{}') as Record<string, string[]>,
    fillers: new Set(JSON.parse(pack.extra(FILLERS_EXTRA) ?? '[]') as string[]),
    singles: JSON.parse(pack.extra(SINGLES_EXTRA) ?? '{"en":{},"de":{},"it":{}}') as IndexExtras['singles'],
    stemmers,
  };
}
