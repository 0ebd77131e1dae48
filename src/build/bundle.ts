// Bundles the command line into dist/app/ for bin/mtg-judge.js. Each command stays its
// own chunk (the lazy imports in src/cli/main.ts become split points), so `rule` still
// never loads the YAML parser or the prompts; bundling only saves the per-file cost of
// loading dozens of ES modules, which dominated the start-up of a lookup.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const lazyChildProcess = fileURLToPath(new URL('../../src/build/lazy-child-process.ts', import.meta.url));

// Chunk names change with their content: start from an empty folder, so no stale chunk stays.
rmSync(join(root, 'dist', 'app'), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/main.ts', 'src/cli/io.ts'],
  outdir: 'dist/app',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  // Less to parse at start-up; identifiers are kept so that a bug report's stack stays readable.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  // commander is CommonJS; its require() calls need a real require inside the ESM bundle.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [
    {
      name: 'lazy-child-process',
      setup(context) {
        // Only commander's eager require is deferred; other packages get the real module.
        context.onResolve({ filter: /^node:child_process$/ }, (args) =>
          /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: lazyChildProcess } : undefined,
        );
      },
    },
  ],
});
