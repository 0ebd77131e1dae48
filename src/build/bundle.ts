// Bundles the command line into dist/app/ for bin/mtg-judge.cjs, as CommonJS: a CommonJS
// entry starts without Node's ES module loader, which alone cost a lookup several
// milliseconds. main.cjs holds the program (commander and the command definitions); each
// command is a bundle of its own, required only when it runs, so `rule` never loads the
// YAML parser or the prompts. The terminal layer (wrapping with wrap-ansi and
// string-width, the pager) is a bundle of its own too, required only on a terminal.
import { build, type Plugin } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { findPackageRoot } from '../io/package-root.js';
import { buildLibrary } from './library.js';

const root = findPackageRoot();
const outdir = join(root, 'dist', 'app');
const commands = readdirSync(join(root, 'src', 'cli', 'commands')).map((file) => file.replace(/\.ts$/, ''));

/**
 * main's `import('./commands/rule.js')` becomes a require of the separate bundle
 * command-rule.cjs, and `import('./terminal-output.js')` one of terminal-output.cjs.
 */
function commandsApart(inline?: string): Plugin {
  return {
    name: 'commands-apart',
    setup(context) {
      context.onResolve({ filter: /^\.\/commands\/[a-z-]+\.js$/ }, (args) => {
        const name = args.path.slice('./commands/'.length, -'.js'.length);
        return name === inline ? undefined : { path: `./command-${name}.cjs`, external: true };
      });
      context.onResolve({ filter: /^\.\/terminal-output\.js$/ }, () => ({
        path: './terminal-output.cjs',
        external: true,
      }));
    },
  };
}

/**
 * A text in the form of the official one, as small as `import` takes: chapters 1 to 9, one
 * rule in each section (all of 800–811), one glossary entry.
 */
function sampleEdition(): string {
  const titles: Record<number, string> = {
    800: 'General',
    801: 'Limited Range of Influence Option',
    802: 'Attack Multiple Players Option',
    803: 'Attack Left and Attack Right Options',
    804: 'Deploy Creatures Option',
    805: 'Shared Team Turns Option',
    806: 'Free-for-All Variant',
    807: 'Grand Melee Variant',
    808: 'Team vs. Team Variant',
    809: 'Emperor Variant',
    810: 'Two-Headed Giant Variant',
    811: 'Alternating Teams Variant',
  };
  const chapters = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const sectionsOf = (chapter: number) => (chapter === 8 ? Object.keys(titles).map(Number) : [chapter * 100]);
  const title = (section: number) => titles[section] ?? `Section ${section}`;
  const contents = chapters.map(
    (c) =>
      `${c}. Chapter ${c}\n${sectionsOf(c)
        .map((n) => `${n}. ${title(n)}\n`)
        .join('')}`,
  );
  const rules = chapters.map(
    (c) =>
      `${c}. Chapter ${c}\n\n${sectionsOf(c)
        .map((n) => `${n}. ${title(n)}\n\n${n}.1. The rules of ${title(n)} begin here.\n`)
        .join('\n')}`,
  );
  return [
    'Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of January 16, 2026.\n\nContents\n',
    contents.join(''),
    rules.join('\n'),
    'Glossary\n\nRange of Influence\nThe maximum distance from a player that the player can affect.\n\nCredits\n',
  ].join('\n');
}

const lazyChildProcess = join(root, 'src', 'build', 'lazy-child-process.ts');
/** commander requires child_process at load time for executable subcommands, which are not used. */
const deferChildProcess: Plugin = {
  name: 'defer-child-process',
  setup(context) {
    context.onResolve({ filter: /^node:child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: lazyChildProcess } : undefined,
    );
  },
};

const common = {
  absWorkingDir: root,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  // Less to parse at start-up; identifiers are kept so that a bug report's stack stays readable.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  // import() becomes a require(), so loading a command never starts the ES module loader.
  supported: { 'dynamic-import': false },
  // A CommonJS bundle has no import.meta: its own folder stands in (io/package-root.ts), and
  // its own file's URL, made only where a dependency asks for it.
  define: { 'import.meta.dirname': '__dirname', 'import.meta.url': '__bundle.url' },
  banner: { js: "const __bundle = { get url() { return require('node:url').pathToFileURL(__filename).href; } };" },
} as const;

rmSync(outdir, { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { main: 'src/cli/entry.ts' },
  outdir,
  outExtension: { '.js': '.cjs' },
  plugins: [commandsApart(), deferChildProcess],
});
// `search` has a program of its own with the command inside (bin/mtg-judge.cjs picks it):
// one bundle to read and one code cache to load rather than two. It reads a plain search's
// command line itself (cli/search-entry.ts), so it holds neither commander nor the other
// commands' definitions; any other command line it hands to main.cjs.
const wholeProgramApart: Plugin = {
  name: 'whole-program-apart',
  setup(context) {
    context.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: './main.cjs', external: true }));
  },
};
await build({
  ...common,
  entryPoints: { 'search-main': 'src/cli/search-entry.ts' },
  outdir,
  outExtension: { '.js': '.cjs' },
  plugins: [commandsApart('search'), wholeProgramApart, deferChildProcess],
});
await build({
  ...common,
  entryPoints: {
    ...Object.fromEntries(commands.map((name) => [`command-${name}`, `src/cli/commands/${name}.ts`])),
    'terminal-output': 'src/cli/terminal-output.ts',
  },
  outdir,
  outExtension: { '.js': '.cjs' },
  plugins: [commandsApart(), deferChildProcess],
});

// The code caches: a few runs compile what lookups and searches run, and write V8's cache
// of it next to each bundle (bin/mtg-judge.cjs reads them).
// The search runs as a judge's does, with text output: its snippets are compiled too; and
// with an edition imported, so that reading an imported edition's pack and counterparts is
// compiled as well (a small text in the official form stands in for a whole edition).
const cacheHome = mkdtempSync(join(tmpdir(), 'mtg-judge-code-cache-'));
const mtgJudge = (args: readonly string[], home: string, writeCache: boolean) =>
  spawnSync(process.execPath, [join(root, 'bin', 'mtg-judge.cjs'), ...args], {
    stdio: 'ignore',
    // Run here, never by a search server: the code cache is of this process's compiling.
    env: {
      ...process.env,
      MTG_JUDGE_WRITE_CODE_CACHE: writeCache ? '1' : '0',
      MTG_JUDGE_HOME: home,
      MTG_JUDGE_SEARCH_SERVER: 'off',
    },
  });
try {
  const sample = join(cacheHome, 'MagicCompRules-sample.txt');
  writeFileSync(sample, sampleEdition());
  mtgJudge(['import', sample], join(cacheHome, 'home'), false);
  mtgJudge(['rule', '807.4e', '--json'], join(outdir, 'no-imports'), true);
  mtgJudge(['search', 'range', 'of', 'influence'], join(cacheHome, 'home'), true);
  mtgJudge(['glossary', 'Vorrang', '--json'], join(outdir, 'no-imports'), true);
} finally {
  rmSync(cacheHome, { recursive: true, force: true });
}

// The terminal bundle's cache: wrap a long line as a terminal would, then keep what V8
// compiled for it (the runs above are piped, so they never load this bundle).
const loader = createRequire(import.meta.url)(join(root, 'bin', 'mtg-judge.cjs')) as {
  loadBundle(file: string): { loadWrapper(): Promise<(text: string, columns: number) => string> };
  writeCodeCaches(): void;
};
const wrap = await loader.loadBundle(join(outdir, 'terminal-output.cjs')).loadWrapper();
wrap(`807.4e \u001f${'A turn marker may be designated for removal multiple times. '.repeat(4)}\n`, 80);
loader.writeCodeCaches();

// The library for package users (library.ts).
await buildLibrary(root);

// Written last: src/build/prepare.mjs builds again only when an input is newer than this.
writeFileSync(join(outdir, 'built'), `${new Date().toISOString()}\n`);
