// mtg-judge glossary TERM: read the glossary, look the term up, render.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { styleFor } from '../options.js';
import { readCorpusIndex, readGlossary } from '../../io/read-corpus.js';
import { glossaryTerms } from '../../rules/glossary-entries.js';
import { lookupGlossary } from '../../search/glossary-lookup.js';
import { renderGlossaryJson, renderGlossaryText } from '../../report/render-glossary.js';
import { suggest } from '../../core/did-you-mean.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';

export async function runGlossary({ io, args, options }: CommandContext): Promise<number> {
  const limit = typeof options.limit === 'number' ? options.limit : 3;
  const index = readCorpusIndex();
  // The only glossary is the German rulebook's; --lang does not filter it away.
  const glossary = readGlossary(index.glossaries[0]!.file);
  const term = args.join(' ');
  const matches = lookupGlossary(glossary, term, limit);
  if (options.json) {
    io.stdout(renderGlossaryJson(matches));
  } else if (matches.length > 0) {
    io.stdout(renderGlossaryText(glossary, matches, await styleFor(io, options)));
  }
  if (matches.length === 0) {
    const near = suggest(term, glossaryTerms(glossary), 5);
    const notes = [
      ...(near.length > 0 ? [`near terms: ${near.join(', ')}`] : []),
      `to search the rules as well: mtg-judge search ${term}`,
    ];
    const diagnostic = {
      code: 'glossary/not-found',
      severity: 'error' as const,
      message: `no glossary entry for "${term}"`,
      notes,
    };
    io.stderr(renderDiagnostic(diagnostic, await styleFor(io, options, 'stderr')) + '\n');
    return EXIT.notFound;
  }
  return EXIT.ok;
}
