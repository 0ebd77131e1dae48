// mtg-judge mcp as an assistant meets it: the real binary started as a child process, the
// SDK's own client talking to it over stdin and stdout. Each tool's answer is compared with
// what the command prints with --json, run in-process with the same environment; a broken
// scenario and bad arguments come back as tool errors with the command's own diagnostics,
// and the server answers the next call.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'mtg-judge.cjs');

const BROKEN = [
  'variant: grand-melee',
  'seats: [Alex, Bianca, Carol, Dave, Eve, Fay]',
  'questions:',
  '  - ask: range-of-influence',
  '    player: Bianka',
  '  - ask: who-wins',
  '',
].join('\n');

interface TextAnswer {
  content: { type: string; text: string }[];
  isError?: boolean;
}

/** A folder holding `scenario.yaml` with this text: the name the eval tool gives a scenario. */
function scenarioFolder(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-mcp-scenario-'));
  writeFileSync(join(dir, 'scenario.yaml'), text);
  return dir;
}

describe('mtg-judge mcp with the SDK client', () => {
  const home = mkdtempSync(join(tmpdir(), 'mtg-judge-mcp-home-'));
  const env = { LANG: 'en_US.UTF-8', MTG_JUDGE_HOME: home };
  const client = new Client({ name: 'mtg-judge-test', version: '1.0.0' });
  let stderr = '';

  beforeAll(async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp'],
      env: { PATH: process.env.PATH ?? '', ...env },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    await client.connect(transport);
  });

  afterAll(async () => {
    await client.close();
  });

  const call = async (name: string, args: Record<string, unknown> = {}): Promise<TextAnswer> =>
    (await client.callTool({ name, arguments: args })) as TextAnswer;

  it("introduces itself with the package's version and lists its six tools, each described with its arguments", async () => {
    // Its version is the package's, as --version says it (lib/version.ts).
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(client.getServerVersion()).toMatchObject({ name: 'mtg-judge', version });
    expect((await runCli(['--version'], env)).stdout).toBe(`${version}\n`);
    expect(client.getInstructions()).toContain('Quote rules with the rule tool rather than from memory');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['rule', 'search', 'glossary', 'editions', 'eval', 'schema']);
    const properties = Object.fromEntries(
      tools.map((tool) => [tool.name, Object.keys(tool.inputSchema.properties ?? {})]),
    );
    expect(properties).toEqual({
      rule: ['numbers', 'lang', 'edition'],
      search: ['query', 'lang', 'edition', 'limit'],
      glossary: ['term', 'lang', 'limit'],
      editions: ['lang'],
      eval: ['scenario', 'edition', 'lang'],
      schema: [],
    });
    const required = Object.fromEntries(tools.map((tool) => [tool.name, tool.inputSchema.required ?? []]));
    expect(required).toMatchObject({ rule: ['numbers'], search: ['query'], glossary: ['term'], eval: ['scenario'] });
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(150);
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    // The eval tool lists the question kinds from the catalogue, and shows a scenario.
    const evalTool = tools.find((tool) => tool.name === 'eval')!;
    for (const kind of [
      'range-of-influence',
      'defending-player',
      'attacking-player',
      'trigger-count',
      'skips',
      'controls',
    ])
      expect(evalTool.description).toContain(`- ${kind}: `);
    expect(evalTool.description).toContain('    player: Bianca');
    const numbers = tools.find((tool) => tool.name === 'rule')!.inputSchema.properties!.numbers as {
      description: string;
    };
    expect(numbers.description).toContain('"807.4e"');
  });

  it.each([
    ['rule', { numbers: ['807.4e'] }, 'rule 807.4e --json'],
    ['rule', { numbers: ['807.4', '810.7'], lang: 'de' }, 'rule 807.4 810.7 --lang de --json'],
    ['rule', { numbers: ['800.4a-800.4c'], lang: 'all' }, 'rule 800.4a-800.4c --lang all --json'],
    ['search', { query: 'turn marker removed' }, 'search turn marker removed --json'],
    ['search', { query: 'Vorrang', lang: 'de', limit: 3 }, 'search Vorrang --lang de --limit 3 --json'],
    ['search', { query: '807.4e' }, 'search 807.4e --json'],
    ['glossary', { term: 'priority' }, 'glossary priority --json'],
    ['editions', {}, 'editions --json'],
    ['editions', { lang: 'en' }, 'editions --lang en --json'],
  ])('%s %j answers with the JSON of `mtg-judge %s`', async (name, args, line) => {
    const argv = line.split(' ');
    const answer = await call(name, args);
    const command = await runCli(argv, env);
    expect(command.code).toBe(0);
    expect(answer.isError).toBeFalsy();
    expect(answer.content[0]).toEqual({ type: 'text', text: command.stdout });
    // Where the command says something on stderr (a note on where a rule comes from), so does the tool.
    expect(answer.content.slice(1).map((part) => part.text)).toEqual(command.stderr === '' ? [] : [command.stderr]);
  });

  it('eval rules on a scenario given as YAML text, as eval --json does, with the cited rules', async () => {
    const text = readFileSync(join(ROOT, 'scenarios', 'spec-first-example.yaml'), 'utf8');
    const answer = await call('eval', { scenario: text });
    const command = await runCli(['eval', 'scenario.yaml', '--json'], env, { cwd: scenarioFolder(text) });
    expect([command.code, command.stderr]).toEqual([0, '']);
    expect(answer).toEqual({ content: [{ type: 'text', text: command.stdout }] });
    const document = JSON.parse(answer.content[0]!.text) as { answers: { citations: string[] }[] };
    expect(document.answers[0]!.citations).toContain('807.4e');
  });

  it.each([
    'combat-attack-left-one-defender-2024.yaml',
    'defending-player-ffa-2011.yaml',
    'active-player-ref-three-teams-2024.yaml',
    'trigger-count-2hg-range-2024.yaml',
    'skips-ffa-two-effects-2024.yaml',
    'controls-ffa-skipped-turn-2011.yaml',
  ])('eval answers scenarios/own/%s as eval --json does', async (name) => {
    const text = readFileSync(join(ROOT, 'scenarios', 'own', name), 'utf8');
    const answer = await call('eval', { scenario: text });
    const command = await runCli(['eval', 'scenario.yaml', '--json'], env, { cwd: scenarioFolder(text) });
    expect([command.code, command.stderr]).toEqual([0, '']);
    expect(answer).toEqual({ content: [{ type: 'text', text: command.stdout }] });
  });

  it('eval under another edition and language, as eval --edition --lang does', async () => {
    const text = readFileSync(join(ROOT, 'scenarios', 'spec-first-example.yaml'), 'utf8');
    const answer = await call('eval', { scenario: text, edition: '2011', lang: 'de' });
    const argv = ['eval', 'scenario.yaml', '--edition', '2011', '--lang', 'de', '--json'];
    const command = await runCli(argv, env, { cwd: scenarioFolder(text) });
    expect(command.code).toBe(0);
    expect(answer.content[0]!.text).toBe(command.stdout);
  });

  it('schema answers with what mtg-judge schema prints', async () => {
    const command = await runCli(['schema'], env);
    expect(await call('schema')).toEqual({ content: [{ type: 'text', text: command.stdout }] });
  });

  it('a broken scenario is a tool error with the diagnostics eval prints, positions included; the next call is answered', async () => {
    const answer = await call('eval', { scenario: BROKEN });
    const command = await runCli(['eval', 'scenario.yaml', '--json'], env, { cwd: scenarioFolder(BROKEN) });
    expect(command.code).toBe(2);
    expect(answer.isError).toBe(true);
    expect(answer.content.map((part) => part.text)).toEqual([command.stdout, command.stderr]);
    expect(answer.content[1]!.text).toContain('scenario.yaml:5:13 error scenario/unknown-player');
    expect(answer.content[1]!.text).toContain('scenario.yaml:6:10 error scenario/unknown-question');
    const errors = (JSON.parse(answer.content[0]!.text) as { errors: { line: number; column: number }[] }).errors;
    expect(errors.map(({ line, column }) => [line, column])).toEqual([
      [5, 13],
      [6, 10],
    ]);
    const next = await call('rule', { numbers: ['807.4e'] });
    expect(next.isError).toBeFalsy();
    expect(next.content[0]!.text).toContain('"number": "807.4e"');
  });

  it.each([
    ['rule', { numbers: ['abc'] }, 'rule abc'],
    ['search', { query: 'range', edition: '1999' }, 'search range --edition 1999'],
    ['eval', { scenario: 'seats: [A, B]\n', edition: 'en-1999' }, 'eval scenario.yaml --edition en-1999'],
  ])('%s %j is a tool error with the diagnostic `mtg-judge %s` prints', async (name, args, line) => {
    const argv = line.split(' ');
    const answer = await call(name, args);
    const command = await runCli(argv, env, { cwd: scenarioFolder('seats: [A, B]\n') });
    expect(command.code).not.toBe(0);
    expect(answer.isError).toBe(true);
    expect(answer.content.at(-1)!.text).toBe(command.stderr);
  });

  it.each([
    ['rule', { numbers: ['899.1'] }, 'rule 899.1 --json'],
    ['glossary', { term: 'Vorrang', lang: 'it' }, 'glossary Vorrang --lang it --json'],
    ['search', { query: 'xylophonq zzyzx' }, 'search xylophonq zzyzx --json'],
    ['search', { query: 'the of' }, 'search the of --json'],
  ])('%s %j finds nothing: answered, not an error, with what `mtg-judge %s` says', async (name, args, line) => {
    const argv = line.split(' ');
    const answer = await call(name, args);
    const command = await runCli(argv, env);
    expect(command.code).toBe(1);
    expect(answer.isError).toBeFalsy();
    expect(answer.content.map((part) => part.text)).toEqual([command.stdout, command.stderr]);
  });

  it('an argument of the wrong type is a tool error naming it, and the server goes on', async () => {
    const answer = await call('rule', { numbers: 807 });
    expect(answer.isError).toBe(true);
    expect(answer.content[0]!.text).toContain('numbers');
    expect((await call('search', { query: 'Grand Melee', limit: 1 })).isError).toBeFalsy();
  });

  it('writes nothing on stderr where nothing is wrong', () => {
    expect(stderr).toBe('');
  });
});

/** The messages a server wrote on stdout for these requests, and what it wrote on stderr, once stdin closed. */
async function rawSession(
  requests: object[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, 'mcp'], { env: { PATH: process.env.PATH ?? '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const answered = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (stdout.split('\n').filter(Boolean).length >= count) resolve();
        else setTimeout(check, 20);
      };
      check();
    });
  const calls = requests.filter((request) => 'id' in request).length;
  for (const request of requests) child.stdin.write(JSON.stringify(request) + '\n');
  await answered(calls);
  child.stdin.end();
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr };
}

describe('mtg-judge mcp on the wire', () => {
  it('carries protocol messages alone on stdout, warnings about a damaged data directory on stderr, and ends with stdin', async () => {
    const home = mkdtempSync(join(tmpdir(), 'mtg-judge-mcp-damaged-'));
    mkdirSync(home, { recursive: true });
    const index = join(home, 'index.json');
    writeFileSync(index, '{"schemaVersion": 1, "editions": [gar');
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    const session = await rawSession(
      [
        initialize,
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'rule', arguments: { numbers: ['807.4e'] } } },
        { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'eval', arguments: { scenario: BROKEN } } },
        { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'nonesuch', arguments: {} } },
      ],
      { LANG: 'en_US.UTF-8', MTG_JUDGE_HOME: home },
    );
    expect(session.code).toBe(0);
    const messages = session.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { jsonrpc: string; id: number; result?: TextAnswer; error?: unknown })
      // Calls are answered as they finish, not in the order they came.
      .sort((a, b) => a.id - b.id);
    expect(messages.map((message) => [message.jsonrpc, message.id])).toEqual([
      ['2.0', 1],
      ['2.0', 2],
      ['2.0', 3],
      ['2.0', 4],
    ]);
    expect(messages[1]!.result!.isError).toBeFalsy();
    expect(messages[2]!.result!.isError).toBe(true);
    expect(messages[3]!.result?.isError ?? messages[3]!.error).toBeTruthy();
    const warning = `warning store/damaged-index: ${index} is damaged (not an index of editions): imported editions are ignored; to repair: move it away (mv ${index} ${index}.damaged) and import the editions again\n`;
    expect(session.stderr).toContain(warning);
    expect(session.stderr).not.toMatch(/\bat .*\.c?js:\d+/);
  });
});
