// The library for package users (`import { lookUpRules } from 'mtg-judge'`, src/lib/index.ts):
// an ES module bundle in dist/library/, split so that each function's work is a chunk of its
// own, loaded when the function is first called; and its type declarations in dist/types/.
//
// A bundle rather than the compiled modules in dist/: importing the package and looking a
// rule up took 11–17 ms from a bundle of the lookup alone, against 130–250 ms from one bundle
// of everything (zod builds the scenario schema as it loads) and 650–1,270 ms from the
// compiled modules (dozens of files and packages to find and read), on a busy 2-core machine.
//
// The declarations are those of the public surface only: index.d.ts and the declaration
// files it reaches (the JSON documents, the options, the model types they name), not the
// rest of src/.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ENTRY = join('src', 'lib', 'index.ts');
/** The CommonJS packages bundled in (proper-lockfile, iconv-lite) require Node's own modules. */
const REQUIRE =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export async function buildLibrary(root: string): Promise<void> {
  const outdir = join(root, 'dist', 'library');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { index: ENTRY },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    chunkNames: 'chunks/[name]-[hash]',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    banner: { js: REQUIRE },
  });
  writeDeclarations(root);
}

/** index.d.ts and every declaration file it reaches, in dist/types/ as in src/. */
function writeDeclarations(root: string): void {
  const outDir = join(root, 'dist', 'types');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const options = { ...config.options, declaration: true, emitDeclarationOnly: true, noCheck: true, outDir };
  const emitted = new Map<string, string>();
  ts.createProgram([join(root, ENTRY)], options).emit(undefined, (file, text) => emitted.set(resolve(file), text));
  const wanted = new Set<string>();
  const visit = (file: string) => {
    const text = emitted.get(file);
    if (text === undefined) throw new Error(`no declarations for ${relative(root, file)}`);
    if (wanted.has(file)) return;
    wanted.add(file);
    // `from './x.js'` and `import('./x.js')`: the files of the types named.
    for (const [, path] of text.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)\.js'/g))
      visit(resolve(dirname(file), `${path}.d.ts`));
  };
  visit(join(outDir, 'lib', 'index.d.ts'));
  rmSync(outDir, { recursive: true, force: true });
  for (const file of wanted) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, emitted.get(file)!);
  }
}
