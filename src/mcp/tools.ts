// The tools of `mtg-judge mcp`: each is a command's work (src/lib/), described so that an
// assistant can tell when to call it and how to fill its arguments, and answered with the
// JSON its `--json` prints. What the command says on stderr (notes, why nothing was found,
// a scenario's errors at their lines and columns) comes beside it as a second text; a bad
// argument or a broken scenario is a tool error. The list of question kinds is read from
// the catalogue, so a new kind is offered without a change here.
import * as z from 'zod';
import { isUsageError } from '../core/errors.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { QUESTION_KINDS } from '../judge/catalogue.js';
import type { Context } from '../lib/context.js';
import type { Reply } from '../lib/reply.js';
import { SCENARIO_TEXT_FILE } from '../lib/options.js';
import { ruleReply } from '../lib/rule-reply.js';
import { searchReply } from '../lib/search-reply.js';
import { glossaryReply } from '../lib/glossary-reply.js';
import { editionsReply } from '../lib/editions-reply.js';
import { evalTextReply } from '../lib/eval-reply.js';
import { renderJsonDocument } from '../report/json-text.js';
import { stripLayoutMarks } from '../report/layout-marks.js';
import { renderDiagnostic, renderDiagnostics } from '../report/render-diagnostic.js';
import { createPlainStyle } from '../report/style.js';
import { scenarioJsonSchema } from '../scenario/schema.js';

/** What a tool answers: MCP's CallToolResult, text only. */
export interface ToolAnswer {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

export interface Tool<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  /** Each argument's schema, with the description an assistant reads. */
  input: S;
  call(args: z.infer<z.ZodObject<S>>, context: Context): Promise<ToolAnswer>;
}

/** A tool, its call typed by its arguments' schemas; the SDK checks the arguments against them before the call. */
const defineTool = <S extends z.ZodRawShape>(tool: Tool<S>): Tool => tool;

const lang = z.enum(['en', 'de', 'it']);
const langOrAll = z.enum(['en', 'de', 'it', 'all']);
const edition = z
  .string()
  .describe(
    'Which edition where a language has several: a year (2024), a date (2024-03-08) or a language and a year (en-2026). The editions tool lists them. Default: the newest.',
  );
const limit = (fallback: number) =>
  z.number().int().min(1).max(100).describe(`At most this many results (default ${fallback}).`);

export const TOOLS: readonly Tool[] = [
  defineTool({
    name: 'rule',
    title: 'Look up rules by number',
    description:
      "Quote Magic: The Gathering Comprehensive Rules by number, exactly as written, instead of citing them from memory: each rule's whole text, its examples, the rules it cites, and the same rule's number in the other editions (English 2011, German 2024, Italian 2025 and any imported official English edition). Takes a rule (807.4e), a rule with its subrules (807.4), a whole section with its title (807), a range (807.4a-807.4d) or a loose form (r807.4e, Rule 807.4E). Answers with the JSON of `mtg-judge rule --json`; numbers that name no rule are listed under notFound, with the nearest numbers. Without lang, a rule is shown in the locale's language where it exists, else from the newest edition that has it.",
    input: {
      numbers: z
        .array(z.string())
        .min(1)
        .describe('Rule numbers, sections or ranges, e.g. ["807.4e"], ["807"], ["800.4a-800.4d", "810.7"].'),
      lang: langOrAll
        .describe(
          "Only this language's edition. A number names a rule in one edition: en 800.6 and de 800.6 can be different rules. all: the rule in the newest edition and its counterparts in every other, each under its own number.",
        )
        .optional(),
      edition: edition.optional(),
    },
    call: async ({ numbers, lang, edition }, context) => answer(await ruleReply(numbers, { lang, edition }, context)),
  }),
  defineTool({
    name: 'search',
    title: 'Search the rules by words',
    description:
      'Find Magic: The Gathering multiplayer rules (chapter 8 of the Comprehensive Rules: range of influence, Grand Melee, Emperor, Two-Headed Giant, leaving the game, …), glossary entries and house rules by keywords, when the rule number is not known. Fuzzy: forgives typos and missing accents, and searches English, German and Italian at once (a German query finds German text). Best match first, each rule result with its counterparts in the other editions. A query that is a rule number is answered as the rule tool answers it. Answers with the JSON of `mtg-judge search --json`.',
    input: {
      query: z.string().min(1).describe('A few words that name what to find, e.g. "turn marker removed", "Vorrang".'),
      lang: lang.describe('Search and show only this language (default: every language).').optional(),
      edition: edition.optional(),
      limit: limit(10).optional(),
    },
    call: async ({ query, ...options }, context) => answer(await searchReply(query.split(/\s+/), options, context)),
  }),
  defineTool({
    name: 'glossary',
    title: 'Look a term up in the glossary',
    description:
      'Define a Magic: The Gathering rules term from the glossaries (the German rulebook\'s, and the official English one of each imported edition), following its "see also" references, with the rules the entry points to. Forgives typos; an English term reaches the German entry through the term list ("priority" → "Vorrang"). Answers with the JSON of `mtg-judge glossary --json`, best match first.',
    input: {
      term: z.string().min(1).describe('The term, e.g. "Vorrang", "priority", "Angreifende Kreatur".'),
      lang: lang.describe("Only this language's glossaries (default: the locale's first, then the others).").optional(),
      limit: limit(3).optional(),
    },
    call: async ({ term, ...options }, context) => answer(await glossaryReply(term, options, context)),
  }),
  defineTool({
    name: 'editions',
    title: 'List the editions of the rules',
    description:
      'List every edition of the Comprehensive Rules this server knows: language, effective date, shipped or imported, rule and glossary counts, and where it came from. Use it to see which values the edition argument of the other tools takes. Answers with the JSON of `mtg-judge editions --json`.',
    input: {
      lang: lang.describe("Only this language's editions (default: every one).").optional(),
    },
    call: (options, context) => Promise.resolve(answer(editionsReply(options, context))),
  }),
  defineTool({
    name: 'eval',
    title: 'Rule on a multiplayer table',
    description: [
      'Rule on a concrete Magic: The Gathering multiplayer table, with the rule numbers each answer rests on, instead of reasoning from memory. Give the table as a scenario in YAML: the seats in turn order, the variant and options, life and poison, the objects on the battlefield (owner, controller, what their words forbid), what happened (events: a player leaving, turns ending, damage and life, extra and skipped turns, attacks and blocks, control of a turn), and the questions. Each question is answered with its explanation step by step, the rules it cites, and the text of each cited rule. A scenario with mistakes is answered with every error at its line and column. The schema tool gives the whole format. Answers with the JSON of `mtg-judge eval --json`.',
      'Example:\nvariant: grand-melee\nseats: [Alex, Bianca, Carol, Dave, Eve, Fay, Gus, Hal, Ida, Jon, Kim, Lou]\nturn: {active: [Alex, Eve, Ida]}\nevents:\n  - leave: Carol\nquestions:\n  - ask: range-of-influence\n    player: Bianca',
      `Question kinds (ask):\n${QUESTION_KINDS.map(describeKind).join('\n')}`,
    ].join('\n\n'),
    input: {
      scenario: z.string().min(1).describe('The scenario, as the YAML text of a scenario file.'),
      edition: z
        .string()
        .describe(
          "Rule the table under this edition's rules, whatever the scenario's edition says: 2011, 2024 (the default), or an imported edition such as en-2026.",
        )
        .optional(),
      lang: langOrAll
        .describe("The language of the cited rules' texts (default: the locale's; all: the scenario's own edition).")
        .optional(),
    },
    call: ({ scenario, ...options }, context) => {
      const reply = evalTextReply(scenario, SCENARIO_TEXT_FILE, options, context);
      return Promise.resolve(answer(reply, { [SCENARIO_TEXT_FILE]: reply.result.source }));
    },
  }),
  defineTool({
    name: 'schema',
    title: 'The scenario format',
    description:
      'The JSON Schema (draft-07) of the scenarios the eval tool takes: every key, variant, option, event and question kind with its parameters. Answers with what `mtg-judge schema` prints.',
    input: {},
    call: () => Promise.resolve({ content: [text(JSON.stringify(scenarioJsonSchema(), null, 2) + '\n')] }),
  }),
];

/** A tool's answer to a call: its document and what the command says beside it, or the usage error it met. */
export async function callTool(tool: Tool, args: Record<string, unknown>, context: Context): Promise<ToolAnswer> {
  try {
    return await tool.call(args, context);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    const diagnostic: Diagnostic = { code: error.code, severity: 'error', message: error.message, notes: error.notes };
    return { content: [text(renderDiagnostic(diagnostic, createPlainStyle()) + '\n')], isError: true };
  }
}

/** The document as `--json` prints it; the notes and problems as the command prints them on stderr. */
function answer(reply: Reply<unknown>, sources: Record<string, string> = {}): ToolAnswer {
  const said = [
    ...reply.notes.map((note) => `note: ${note}\n`),
    ...(reply.problems.length > 0 ? [renderDiagnostics(reply.problems, createPlainStyle(), sources) + '\n'] : []),
  ].join('');
  return {
    content: [text(renderJsonDocument(reply.document)), ...(said ? [text(said)] : [])],
    ...(reply.status === 'invalid' && { isError: true }),
  };
}

function describeKind(kind: (typeof QUESTION_KINDS)[number]): string {
  const params = Object.keys(kind.params);
  return `- ${kind.ask}: ${kind.summary}${params.length > 0 ? ` (${params.join(', ')})` : ''}`;
}

/** A text as a pipe gets it: without the marks that lay it out on a terminal. */
function text(value: string): { type: 'text'; text: string } {
  return { type: 'text', text: stripLayoutMarks(value) };
}
