// Paging long output on a terminal, as git does: through $PAGER, else `less -R` where
// less is installed. An empty PAGER or `cat` means no pager. While the pager runs,
// Ctrl-C is left to it, so that quitting it does not leave the terminal in a bad state.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The pager to run, or undefined for none. */
export function pagerCommand(env: Record<string, string | undefined>): string | undefined {
  const pager = env.PAGER;
  if (pager !== undefined) return pager.trim() === '' || pager.trim() === 'cat' ? undefined : pager;
  return onPath('less', env.PATH ?? '') ? 'less -R' : undefined;
}

function onPath(name: string, path: string): boolean {
  return path.split(delimiter).some((dir) => {
    try {
      accessSync(join(dir || '.', name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Shows the text through the pager (run by the shell, as $PAGER may hold arguments).
 * False when the pager could not be started, so that the caller prints the text instead.
 */
export function pageText(text: string, command: string, env: Record<string, string | undefined>): Promise<boolean> {
  return new Promise((resolve) => {
    const ignoreInterrupt = () => {};
    process.on('SIGINT', ignoreInterrupt);
    // less shows colours only with -R: give it that unless the user set LESS. The text is
    // UTF-8 whatever the locale: where that is not installed, less would show "–" as <E2><80><93>.
    const child = spawn(command, {
      shell: true,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { ...env, LESS: env.LESS ?? 'R', LESSCHARSET: env.LESSCHARSET ?? 'utf-8' },
    });
    let started = true;
    child.on('error', () => (started = false));
    // A reader who quits before the end closes the pipe; that is not an error.
    child.stdin.on('error', () => {});
    child.stdin.end(text);
    child.on('close', (code) => {
      process.off('SIGINT', ignoreInterrupt);
      // 127: the shell found no such command.
      resolve(started && code !== 127);
    });
  });
}
