// Shell completion made from the commander program: every command and flag, the choices of
// a flag, rule numbers after `rule`, scenario files after eval, check, table and ask.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/command-definitions.js';
import { runCli } from './run-cli.js';

const has = (shell: string) => spawnSync(shell, ['-c', 'true']).status === 0;

/** What bash completes for the words typed so far (the last one being completed), in `cwd`. */
function bashComplete(script: string, typed: string[], cwd: string = process.cwd()): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-completion-'));
  writeFileSync(join(dir, 'completion.bash'), script);
  const words = typed.map((word) => `'${word}'`).join(' ');
  const run = spawnSync(
    'bash',
    [
      '-c',
      `source "${join(dir, 'completion.bash')}"; COMP_WORDS=(mtg-judge ${words}); COMP_CWORD=${typed.length}; _mtg_judge; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { cwd, encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  return run.stdout.split('\n').filter(Boolean);
}

describe('mtg-judge completion', () => {
  it('prints a bash script made from the program: every command, each with its flags', async () => {
    const { code, stdout } = await runCli(['completion', 'bash']);
    expect(code).toBe(0);
    expect(bashComplete(stdout, [''])).toEqual([...COMMANDS.map((c) => c.name), '--help', '--version']);
    expect(bashComplete(stdout, ['ru'])).toEqual(['rule']);
    expect(bashComplete(stdout, ['check', '--'])).toEqual([
      '--edition',
      '--json',
      '--no-color',
      '--no-pager',
      '--reporter',
      '--help',
    ]);
    // A flag a command does not use is not offered.
    expect(bashComplete(stdout, ['check', '--l'])).toEqual([]);
    expect(bashComplete(stdout, ['check', '--reporter', ''])).toEqual(['pretty', 'json', 'junit', 'github']);
    expect(bashComplete(stdout, ['rule', '--lang', ''])).toEqual(['en', 'de', 'it', 'all']);
    expect(bashComplete(stdout, ['completion', ''])).toEqual(['bash', 'zsh', 'fish']);
  });

  it('completes rule numbers after rule, of every edition', async () => {
    const { stdout } = await runCli(['completion', 'bash']);
    expect(bashComplete(stdout, ['rule', '807.4'])).toEqual([
      '807.4',
      ...'abcdefghij'.split('').map((letter) => `807.4${letter}`),
    ]);
    // 810.11 is in German 2024 only (Two-Headed Giant with larger teams).
    expect(bashComplete(stdout, ['rule', '810.11'])).toEqual(['810.11']);
  });

  it.each([['eval'], ['check'], ['table'], ['ask']])(
    'completes scenario files and folders after %s',
    async (command) => {
      const { stdout } = await runCli(['completion', 'bash']);
      expect(bashComplete(stdout, [command, 'scenarios/own/2hg-basics']).sort()).toEqual([
        'scenarios/own/2hg-basics-2011.yaml',
        'scenarios/own/2hg-basics-2024.yaml',
      ]);
      expect(bashComplete(stdout, [command, 'scen'])).toEqual(['scenarios']);
      // Not the Markdown beside them.
      expect(bashComplete(stdout, [command, 'scenarios/F'])).toEqual([]);
    },
  );

  it('prints zsh and fish scripts with the same commands, flags and rule numbers', async () => {
    const zsh = (await runCli(['completion', 'zsh'])).stdout;
    const fish = (await runCli(['completion', 'fish'])).stdout;
    for (const command of COMMANDS) {
      expect(zsh).toContain(`'${command.name}:`);
      expect(fish).toContain(`-n __fish_use_subcommand -a ${command.name} `);
    }
    expect(zsh).toContain('check:--reporter) compadd -- pretty json junit github; return ;;');
    expect(zsh).toContain("eval) _files -g '*.(yaml|yml|YAML|YML)' ;;");
    expect(fish).toContain(
      "complete -c mtg-judge -n '__fish_seen_subcommand_from check' -l reporter -x -a 'pretty json junit github'",
    );
    expect(fish).toMatch(/-n '__fish_seen_subcommand_from rule' -a '800 800\.1 .* 807\.4e .*'/);
  });

  it.runIf(has('zsh'))('the zsh script parses', async () => {
    const zsh = (await runCli(['completion', 'zsh'])).stdout;
    const run = spawnSync('zsh', ['-n'], { input: zsh, encoding: 'utf8' });
    expect([run.status, run.stderr]).toEqual([0, '']);
  });

  it.runIf(has('fish'))('the fish script parses', async () => {
    const fish = (await runCli(['completion', 'fish'])).stdout;
    const file = join(mkdtempSync(join(tmpdir(), 'mtg-judge-fish-')), 'mtg-judge.fish');
    writeFileSync(file, fish);
    expect(spawnSync('fish', ['--no-execute', file], { encoding: 'utf8' }).stderr).toBe('');
  });

  it('refuses an unknown shell with exit 2', async () => {
    const run = await runCli(['completion', 'tcsh']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "mtg-judge: command-argument value 'tcsh' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish.\n",
    );
  });
});
