// A plain search's command line is read without commander (src/cli/search-args.ts). Side
// by side with commander on command lines drawn from words, the search's options, their
// values and mistakes: wherever the quick reading takes a command line, it reads the same
// words and options as commander; the rest it leaves to commander.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { readSearchArgs } from '../../src/cli/search-args.js';
import type { Io } from '../../src/cli/io.js';

const io: Io = {
  stdout: () => undefined,
  stderr: () => undefined,
  stdinIsTTY: false,
  stdoutIsTTY: false,
  stderrIsTTY: false,
  env: {},
  cwd: process.cwd(),
};

/** What commander hands the search: its words and options, or undefined where it refuses the line. */
async function commanderReads(
  argv: string[],
): Promise<{ words: string[]; options: Record<string, unknown> } | undefined> {
  let read: { words: string[]; options: Record<string, unknown> } | undefined;
  const program = buildProgram(
    io,
    async (_load, words, options) => {
      read = { words, options };
    },
    'search',
  );
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch {
    return undefined;
  }
  return read;
}

const WORDS = ['range', 'of', 'influence', 'Zweiköpfiger', 'two-headed', '800.4a', 'x=y', '-', '-5', '--'];
const OPTIONS = [
  '--json',
  '--no-color',
  '--no-pager',
  '--lang',
  '--limit',
  '--edition',
  '--help',
  '-h',
  '--limt',
  '--color',
];
const WITH_VALUES = ['--lang=de', '--lang=', '--lang=xx', '--limit=3', '--limit=0', '--edition=2026', '--json=1'];
const VALUES = ['de', 'it', 'all', 'en', 'xx', '3', '12', '0', '1.5', '2011', 'en-2026', ''];

const argvs = fc
  .array(
    fc.oneof(
      fc.constantFrom(...WORDS),
      fc.constantFrom(...OPTIONS),
      fc.constantFrom(...WITH_VALUES),
      fc.constantFrom(...VALUES),
    ),
    {
      maxLength: 7,
    },
  )
  .map((rest) => ['search', ...rest]);

describe('reading a search command line without commander', () => {
  it('reads what commander reads wherever it reads a line at all', async () => {
    await fc.assert(
      fc.asyncProperty(argvs, fc.constantFrom('de_DE.UTF-8', 'it_IT.UTF-8', 'en_US.UTF-8'), async (argv, locale) => {
        const quick = readSearchArgs(argv, { LANG: locale });
        if (!quick) return;
        io.env = { LANG: locale };
        const read = await commanderReads(argv);
        expect(read).toEqual({ words: quick.words, options: quick.options });
      }),
      { numRuns: 300 },
    );
  });

  it('reads the usual lines, and leaves help, mistakes and refused values to commander', () => {
    expect(readSearchArgs(['search', 'range', 'of', 'influence'], {})).toEqual({
      words: ['range', 'of', 'influence'],
      options: { lang: 'en', langGiven: false, limit: 10, color: true, pager: true },
    });
    expect(
      readSearchArgs(['search', '--lang', 'de', 'Vorrang', '--limit=3', '--json', '--edition', '2024'], {
        LANG: 'it_IT',
      }),
    ).toEqual({
      words: ['Vorrang'],
      options: { lang: 'de', langGiven: true, limit: 3, color: true, pager: true, json: true, edition: '2024' },
    });
    for (const argv of [
      ['search', '--help'],
      ['search', '--limt', '3', 'range'],
      ['search', '--limit', '0', 'range'],
      ['search', '--lang', 'range'],
      ['search', 'range', '--lang'],
      ['search', '--', '-5'],
      ['search', '--json=1', 'range'],
      ['rule', '807.4e'],
    ])
      expect(readSearchArgs(argv, {}), argv.join(' ')).toBeUndefined();
  });
});
