// The package as a user gets it: `npm pack`, the tarball installed into a scratch project
// far from the clone (so nothing of src/ or the dev dependencies can be reached), the
// installed command run, and each library function called from a script that imports
// 'mtg-judge'. Their answers are compared with what the clone's command prints with --json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIRST_EXAMPLE = readFileSync(join(ROOT, 'scenarios', 'spec-first-example.yaml'), 'utf8');
const BROKEN =
  'variant: grand-melee\nseats: [Alex, Bianca, Carol]\nquestions:\n  - ask: range-of-influence\n    player: Bianka\n';

/** What the package holds at its top: no src/, no tests. */
const SHIPPED = ['README.md', 'bin', 'dist', 'package.json', 'rules-data', 'scenarios'];

/** Each library function called once, its answers as one JSON object on stdout. */
const LIBRARY_CALLS = `
import * as judge from 'mtg-judge';
const said = [];
const onDiagnostic = (diagnostic) => said.push(diagnostic);
const broken = ${JSON.stringify(BROKEN)};
const table = ${JSON.stringify(FIRST_EXAMPLE)};
const answers = {
  rule: await judge.lookUpRules('807.4e'),
  ruleDe: await judge.lookUpRules(['807.4', '810.7'], { lang: 'de' }),
  missing: await judge.lookUpRules(['899.1'], { onDiagnostic }),
  search: await judge.searchRules('turn marker removed'),
  glossary: await judge.lookUpGlossary('priority', { onDiagnostic }),
  editions: await judge.listEditions(),
  changes: await judge.compareEditions('805', { from: '2011', to: '2024' }),
  parsed: await judge.parseScenario(broken, { file: 'broken.yaml' }),
  read: await judge.readScenario('table.yaml'),
  evaluated: await judge.evaluateScenario(table, { file: 'table.yaml' }),
  evaluatedFile: await judge.evaluateFile('table.yaml', { edition: '2011', lang: 'de' }),
  checked: await judge.checkFiles('.'),
  schema: await judge.scenarioJsonSchema(),
};
try {
  await judge.compareEditions('805', { from: '1999', to: '2024' });
} catch (error) {
  answers.refused = { usageError: error instanceof judge.UsageError, message: error.message, notes: error.notes };
}
answers.said = said;
process.stdout.write(JSON.stringify(answers));
`;

/** What a script in the scratch project may write that uses the declarations the package ships. */
const TYPED_CALLS = `
import { lookUpRules, evaluateScenario, type RulesDocument, type EvalDocument, type DiagnosticJson } from 'mtg-judge';
const rules: RulesDocument = await lookUpRules(['807.4e'], { lang: 'de', onDiagnostic: (d: DiagnosticJson) => d.code });
const number: string = rules.rules[0]!.number;
const ruling: EvalDocument = await evaluateScenario('seats: [A, B]', { edition: '2011' });
// @ts-expect-error: a language is en, de, it or all
await lookUpRules('807', { lang: 'fr' });
export { number, ruling };
`;

function npm(args: string[], cwd: string) {
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'warn'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('the packed package, installed', () => {
  const work = mkdtempSync(join(tmpdir(), 'mtg-judge-package-'));
  const project = join(work, 'project');
  const scenarios = join(work, 'scenarios');
  const home = join(work, 'home');
  const env = { LANG: 'en_US.UTF-8', MTG_JUDGE_HOME: home };
  let tarball = '';
  let packed = '';
  let installed = '';

  let manifestTime = 0;

  beforeAll(() => {
    manifestTime = statSync(join(ROOT, 'package.json')).mtimeMs;
    const pack = npm(['pack', '--pack-destination', work], ROOT);
    expect(pack.code, pack.output).toBe(0);
    packed = pack.output;
    tarball = join(
      work,
      readdirSync(work).find((name) => name.endsWith('.tgz'))!,
    );
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{"name": "scratch", "version": "1.0.0", "private": true}\n');
    const install = npm(['install', tarball], project);
    expect(install.code, install.output).toBe(0);
    installed = install.output;
    mkdirSync(scenarios);
    writeFileSync(join(scenarios, 'table.yaml'), FIRST_EXAMPLE);
    writeFileSync(join(scenarios, 'broken.yaml'), BROKEN);
  }, 600_000);

  it('installs without a warning, and the clone keeps its prepare script', () => {
    expect(installed).not.toMatch(/warn|prepare/i);
    expect(packed).not.toMatch(/warn/i);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.prepare).toBe('node src/build/prepare.mjs');
    // Nor does packing make the build look older than package.json (prepare.mjs would build again).
    // Restored to its whole millisecond by each of prepack and postpack: never later, so never
    // newer than the build.
    const restored = statSync(join(ROOT, 'package.json')).mtimeMs;
    expect(restored).toBeLessThanOrEqual(manifestTime);
    expect(restored).toBeGreaterThan(manifestTime - 3);
    const shipped = JSON.parse(readFileSync(join(project, 'node_modules', 'mtg-judge', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(shipped.scripts.prepare).toBeUndefined();
  });

  it('ships the bundles, the declarations and the rules data, and neither src/ nor the dev dependencies', () => {
    const root = join(project, 'node_modules', 'mtg-judge');
    expect(readdirSync(root).sort()).toEqual(SHIPPED);
    expect(readdirSync(join(root, 'dist')).sort()).toEqual(['app', 'library', 'types']);
    expect(existsSync(join(root, 'dist', 'types', 'lib', 'index.d.ts'))).toBe(true);
    expect(existsSync(join(project, 'node_modules', '@modelcontextprotocol'))).toBe(false);
    expect(existsSync(join(project, 'node_modules', 'typescript'))).toBe(false);
  });

  it('the installed command answers as the clone does', async () => {
    const bin = join(project, 'node_modules', '.bin', 'mtg-judge');
    for (const argv of [
      ['rule', '807.4e', '--json'],
      ['search', 'range', 'of', 'influence', '--json'],
      ['check', join(scenarios, 'table.yaml'), '--json'],
    ]) {
      const run = spawnSync(bin, argv, { cwd: work, encoding: 'utf8', env: { ...process.env, ...env } });
      const clone = await runCli(argv, env, { cwd: work });
      expect({ code: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual(clone);
    }
  });

  it('the installed mtg-judge mcp serves its tools, the SDK bundled in', async () => {
    const client = new Client({ name: 'mtg-judge-package-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: join(project, 'node_modules', '.bin', 'mtg-judge'),
      args: ['mcp'],
      env: { PATH: process.env.PATH ?? '', ...env },
      cwd: work,
    });
    await client.connect(transport);
    try {
      const answer = (await client.callTool({ name: 'rule', arguments: { numbers: ['807.4e'] } })) as {
        content: { text: string }[];
      };
      expect(answer.content[0]!.text).toBe((await runCli(['rule', '807.4e', '--json'], env)).stdout);
    } finally {
      await client.close();
    }
  });

  it('each library function returns the document of its command --json', async () => {
    writeFileSync(join(project, 'library-calls.mjs'), LIBRARY_CALLS);
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [join(project, 'library-calls.mjs')], {
        cwd: scenarios,
        env: { ...process.env, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect([run.code, run.stderr]).toEqual([0, '']);
    const answers = JSON.parse(run.stdout) as Record<string, unknown>;
    const json = async (line: string) => {
      const command = await runCli(line.split(' '), env, { cwd: scenarios });
      return JSON.parse(command.stdout) as Record<string, unknown>;
    };
    expect(answers.rule).toEqual(await json('rule 807.4e --json'));
    expect(answers.ruleDe).toEqual(await json('rule 807.4 810.7 --lang de --json'));
    expect(answers.missing).toEqual(await json('rule 899.1 --json'));
    expect(answers.search).toEqual(await json('search turn marker removed --json'));
    expect(answers.glossary).toEqual(await json('glossary priority --json'));
    expect(answers.editions).toEqual(await json('editions --json'));
    expect(answers.changes).toEqual(await json('changes 805 --from 2011 --to 2024 --json'));
    expect(answers.evaluated).toEqual(await json('eval table.yaml --json'));
    expect(answers.evaluatedFile).toEqual(await json('eval table.yaml --edition 2011 --lang de --json'));
    const checked = await json('check . --json');
    expect(answers.checked).toEqual(checked);
    expect(answers.schema).toEqual(await json('schema'));
    // A parsed scenario's errors are those check --json shows for the file.
    const brokenFile = (checked.files as { file: string; errors: unknown[] }[]).find((f) => f.file === 'broken.yaml')!;
    expect(answers.parsed).toEqual({
      schemaVersion: 1,
      file: 'broken.yaml',
      status: 'invalid',
      errors: brokenFile.errors,
    });
    expect(brokenFile.errors).toEqual([
      expect.objectContaining({ line: 5, column: 13, code: 'scenario/unknown-player' }),
    ]);
    const read = answers.read as { status: string; errors: unknown[]; scenario: { seats: unknown[]; variant: string } };
    expect([read.status, read.errors, read.scenario.seats.length, read.scenario.variant]).toEqual([
      'valid',
      [],
      12,
      'grand-melee',
    ]);
    // What the command says on stderr reaches onDiagnostic: why 899.1 was not found.
    expect(answers.said).toEqual([
      {
        severity: 'error',
        code: 'rule/not-found',
        message: 'English 2011-02-04 has no rule 899.1',
        notes: expect.any(Array) as unknown,
      },
    ]);
    const refused = await runCli(['changes', '805', '--from', '1999', '--to', '2024'], env);
    expect(refused.code).toBe(2);
    const { message } = answers.refused as { usageError: boolean; message: string };
    expect(answers.refused).toMatchObject({ usageError: true });
    expect(refused.stderr).toContain(`error changes/edition: ${message}\n`);
  });

  it("runs the README's example as typed, and prints what the README shows", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const [, example, shown] = /```js\n([\s\S]*?)```\n[\s\S]*?```text\n([\s\S]*?)```/.exec(readme) ?? [];
    expect(example).toContain("from 'mtg-judge'");
    writeFileSync(join(project, 'example.mjs'), example!);
    const run = spawnSync(process.execPath, ['example.mjs'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, ...env, LANG: 'C.UTF-8' },
    });
    expect({ code: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 0,
      stdout: shown,
      stderr: '',
    });
  });

  it('ships declarations a TypeScript project type-checks against', () => {
    writeFileSync(join(project, 'typed-calls.mts'), TYPED_CALLS);
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const options = ['--noEmit', '--strict', '--module', 'nodenext', '--target', 'es2022', '--skipLibCheck', 'false'];
    const types = ['--types', 'node', '--typeRoots', join(ROOT, 'node_modules', '@types')];
    const run = spawnSync(process.execPath, [tsc, ...options, ...types, 'typed-calls.mts'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('the library loads none of the terminal code: no commander, no chalk, no prompts, no SDK', () => {
    const dir = join(project, 'node_modules', 'mtg-judge', 'dist', 'library');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const code = files.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
    // Names each of those packages' code holds, checked to be found in the command's bundles.
    const markers = ['CommanderError', 'ExitPromptError', 'chalkStderr', 'McpServer'];
    const app = join(project, 'node_modules', 'mtg-judge', 'dist', 'app');
    const appCode = readdirSync(app)
      .filter((file) => file.endsWith('.cjs'))
      .map((file) => readFileSync(join(app, file), 'utf8'))
      .join('\n');
    expect(markers.filter((marker) => appCode.includes(marker))).toEqual(markers);
    expect(markers.filter((marker) => code.includes(marker))).toEqual([]);
  });
});
