// A lookup on a terminal against one piped: on a terminal the output layer loads the
// wrapping code (terminal-output.cjs, with wrap-ansi and string-width) and wraps to the
// width. Both sides run in a pseudo-terminal of 80×24 (util-linux `script`), `node -e ''`
// too, so that the terminal's own cost is on both sides of the ratio.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { compareCommands, formatMs, ROOT, type Command } from './measure.js';

function inTerminal(label: string, command: string): Command {
  return { label, argv: ['script', '-q', '-c', `stty cols 80 rows 24; ${command}`, '/dev/null'], cwd: ROOT };
}

export function runTerminalBench(rounds: number): void {
  if (spawnSync('script', ['--version']).status !== 0) {
    console.log('\non a terminal: skipped, util-linux script is not installed');
    return;
  }
  const node = `'${process.execPath}'`;
  const bin = `'${join(ROOT, 'bin', 'mtg-judge.cjs')}'`;
  const [base, tty, piped] = compareCommands(
    [
      inTerminal("node -e ''", `${node} -e ''`),
      inTerminal('rule 807.4e on a terminal', `${node} ${bin} rule 807.4e --no-pager`),
      inTerminal('rule 807.4e piped', `${node} ${bin} rule 807.4e | cat`),
    ],
    rounds,
  ).wall;
  console.log('\nrule 807.4e on a terminal (80×24, wrapped) and piped, each in a pseudo-terminal');
  console.log(`  node -e '': ${formatMs(base!)}; terminal: ${formatMs(tty!)}; piped: ${formatMs(piped!)} (medians)`);
  console.log(
    `  ratio terminal ${(tty! / base!).toFixed(2)}, piped ${(piped! / base!).toFixed(2)} against node -e '' in the same terminal; terminal against piped ${(tty! / piped!).toFixed(2)}, ${rounds} alternating rounds`,
  );
}
