// The commands are built on the library's work (src/lib/): this is how they give it their
// environment and show what it gives back. Warnings about the data directory go to stderr
// as the work finds them; then the notes, the document (--json) or the text for people,
// and the problems; a reply's status is the exit code.
import type { Io } from './io.js';
import { EXIT } from './io.js';
import { styleFor, type CommonOptions } from './options.js';
import { writeNotes } from './notes.js';
import { writeWarnings } from './store-warnings.js';
import { contextOf, type Context } from '../lib/context.js';
import type { Reply } from '../lib/reply.js';
import { renderJsonDocument } from '../report/json-text.js';
import { renderDiagnostics } from '../report/render-diagnostic.js';
import type { Style } from '../report/style.js';

export function libraryContext(io: Io, errorStyle: Style): Context {
  return contextOf(io.env, io.cwd, (warnings) => writeWarnings(io, warnings, errorStyle));
}

/** --lang where it was given; undefined where it came from the locale. */
export function givenLang(options: Pick<CommonOptions, 'lang' | 'langGiven'>): CommonOptions['lang'] | undefined {
  return options.langGiven === true ? options.lang : undefined;
}

export interface Shown {
  errorStyle: Style;
  /** The text for people, where there is any to show. */
  text?: (style: Style) => string;
  /** The files the problems are in, for the lines under them. */
  sources?: Record<string, string>;
}

/** Shows a reply as the command does, and gives its exit code. */
export async function writeReply(
  io: Io,
  options: CommonOptions,
  reply: Reply<unknown>,
  { errorStyle, text, sources }: Shown,
): Promise<number> {
  await writeNotes(io, options, reply.notes);
  if (options.json) io.stdout(renderJsonDocument(reply.document));
  else if (text) io.stdout(text(await styleFor(io, options)));
  if (reply.problems.length > 0) io.stderr(renderDiagnostics(reply.problems, errorStyle, sources) + '\n');
  return exitCodeOf(reply.status);
}

function exitCodeOf(status: Reply<unknown>['status']): number {
  return status === 'ok' ? EXIT.ok : status === 'invalid' ? EXIT.usage : EXIT.notFound;
}
