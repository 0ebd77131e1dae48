// --lang without a value means every language (the contract's common flags); --lang X
// narrows search, editions and changes to one language.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { freshHome } from './store-helpers.js';

const langsOf = (stdout: string) =>
  (JSON.parse(stdout) as { results: { lang: string }[] }).results.map((result) => result.lang);

describe('--lang', () => {
  it('alone, searches every language, as no --lang does', async () => {
    const alone = await runCli(['search', 'Vorrang', '--json', '--lang']);
    const none = await runCli(['search', 'Vorrang', '--json']);
    expect(alone.code).toBe(0);
    expect(alone.stdout).toBe(none.stdout);
  });

  it('with a language, searches and shows only that language', async () => {
    const run = await runCli(['search', 'extra', 'turn', '--json', '--lang', 'it']);
    expect(new Set(langsOf(run.stdout))).toEqual(new Set(['it']));
  });

  it('lists the editions of one language, or of every language alone', async () => {
    const env = { MTG_JUDGE_HOME: freshHome() };
    const german = JSON.parse((await runCli(['editions', '--json', '--lang', 'de'], env)).stdout);
    expect(german.editions.map((e: { lang: string; edition: string }) => `${e.lang}-${e.edition}`)).toEqual([
      'de-2024-03-08',
    ]);
    const every = JSON.parse((await runCli(['editions', '--json', '--lang'], env)).stdout);
    expect(every.editions).toHaveLength(3);
  });

  it('settles a bare year in changes where it names editions in several languages', async () => {
    const run = await runCli(['changes', '805.8', '--from', '2011', '--to', '2025', '--lang', 'it', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ to: { lang: 'it', edition: '2025-09-19' } });
  });
});
