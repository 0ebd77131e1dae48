// mtg-judge ask [FILE]: the interactive ruling. Loads the prompt library only here.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandContext } from '../command-context.js';
import { EXIT, type Io } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { styleFor } from '../options.js';
import { readCitedRules } from '../../lib/cited-rules.js';
import { userDataDir } from '../../io/data-dirs.js';
import { askOneQuestion, describeTable, type AskIo, type AskSession, type Prompter } from '../ask-flow.js';
import { readScenarioText } from '../../io/read-scenario-file.js';
import { encodeUnicode, type UnicodeText } from '../../io/decode-text.js';
import { checkWritable, writeFileLocked } from '../../io/write-atomic.js';
import { parseScenario } from '../../scenario/parse-scenario.js';
import { readRulings, warnRulingsProblems, type Rulings } from '../rulings.js';
import { resolveRulings } from '../../judge/rule-under-edition.js';
import { rulesKey } from '../../report/edition-override.js';
import { hasErrors } from '../../core/diagnostic.js';
import { renderDiagnostics } from '../../report/render-diagnostic.js';
import { renderEvalText } from '../../report/render-eval.js';

export async function runAsk(context: CommandContext): Promise<number> {
  const { io } = context;
  if (!io.stdinIsTTY || !io.stdoutIsTTY) {
    throw new UsageError('ask is interactive and needs a terminal', [
      "to answer a file's questions without prompts: mtg-judge eval FILE",
    ]);
  }
  const prompts = await import('@inquirer/prompts');
  const prompter: Prompter = {
    select: (message, choices) => prompts.select({ message, choices }),
    input: (message, options) => prompts.input({ message, default: options?.default, validate: options?.validate }),
    confirm: (message, defaultValue) => prompts.confirm({ message, default: defaultValue }),
  };
  return askWith(context, prompter);
}

/** The session with these prompts (tests pass scripted ones). */
export async function askWith(context: CommandContext, prompter: Prompter): Promise<number> {
  const file = context.args[0];
  try {
    return await session(context, prompter, file);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ExitPromptError')) throw error;
    // Ctrl-C at a prompt: nothing is being written then, so the file is as the last kept
    // question left it (every save is atomic). 130 is what a shell reports for SIGINT.
    context.io.stderr(
      `\nmtg-judge: ask stopped; ${file ? `${file} is as it was before this question` : 'nothing was saved'}\n`,
    );
    return EXIT.interrupted;
  }
}

async function session(context: CommandContext, prompter: Prompter, file: string | undefined): Promise<number> {
  const { io, options } = context;
  const rulings = readRulings(io, options);
  const edition = rulings.override;
  let state: AskSession;
  // A new file is UTF-8; a file of the user's keeps its encoding and byte order mark.
  let encoding: Omit<UnicodeText, 'text'> = { encoding: 'UTF-8', bom: false };
  if (file) {
    const read = readScenarioText(file, io.cwd);
    if (read.value === undefined) return report(io, context, read.diagnostics, {});
    // A file the questions cannot be kept in is refused before the first prompt.
    checkWritable(resolve(io.cwd, file));
    const { text, ...saved } = read.value;
    encoding = saved;
    state = { text, file, ...(edition && { edition }) };
  } else {
    // The imported editions are offered too; a store that cannot be read offers none.
    const imported = rulings.imported.editions().filter((e) => e.lang === 'en');
    state = { text: await describeTable(prompter, imported), ...(edition && { edition }) };
  }
  const askIo = await askIoFor(context, encoding, rulings);
  for (;;) {
    const parsed = parseScenario(state.text, state.file ?? 'table.yaml');
    if (!parsed.value || hasErrors(parsed.diagnostics))
      return report(io, context, parsed.diagnostics, { [state.file ?? 'table.yaml']: state.text });
    state = await askOneQuestion(prompter, askIo, state, parsed.value);
    if (!(await prompter.confirm('Another question?', true))) return EXIT.ok;
  }
}

/** `encoding`: what the file was saved in, which it is saved in again. */
async function askIoFor(
  context: CommandContext,
  encoding: Omit<UnicodeText, 'text'>,
  rulings: Rulings,
): Promise<AskIo> {
  const { io, options } = context;
  const style = await styleFor(io, options);
  const errorStyle = await styleFor(io, options, 'stderr');
  let warned = false;
  return {
    show: (result) => {
      const { cited, problems } = readCitedRules(userDataDir(io.env), options.lang, result);
      // Once a session: the data directory does not mend between two questions.
      if (!warned) warnRulingsProblems(io, rulings, errorStyle, problems);
      warned = true;
      io.stdout(renderEvalText(result, cited, style));
      if (result.errors.length > 0)
        io.stdout(renderDiagnostics(result.errors, style, { [result.file]: result.source }) + '\n');
    },
    save: async (file, text) => {
      await writeFileLocked(resolve(io.cwd, file), encodeUnicode(text, encoding));
      io.stdout(`saved ${file}\n`);
    },
    exists: (file) => existsSync(resolve(io.cwd, file)),
    note: (message) => io.stdout(`${message}\n`),
    evaluate: rulings.evaluate,
    rulesKey: (scenario) => {
      const resolved = resolveRulings(scenario, rulings.imported);
      return resolved.scenario ? rulesKey(resolved.scenario) : (scenario.editionName ?? scenario.edition);
    },
  };
}

async function report(
  io: Io,
  context: CommandContext,
  diagnostics: Parameters<typeof renderDiagnostics>[0],
  sources: Record<string, string>,
): Promise<number> {
  io.stderr(renderDiagnostics(diagnostics, await styleFor(io, context.options, 'stderr'), sources) + '\n');
  return EXIT.usage;
}
