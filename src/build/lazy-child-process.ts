// Stands in for node:child_process inside the bundled command line. commander requires
// child_process at load time for executable subcommands, which mtg-judge does not use;
// loading it (with net, dgram and streams) cost a lookup several milliseconds. The real
// module is loaded only if spawn is ever called.
import { createRequire } from 'node:module';
import type * as ChildProcess from 'node:child_process';

const require = createRequire(import.meta.url);

export function spawn(...args: Parameters<typeof ChildProcess.spawn>): ReturnType<typeof ChildProcess.spawn> {
  return (require('node:child_process') as typeof ChildProcess).spawn(...args);
}
