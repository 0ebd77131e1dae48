// Stands in for node:child_process inside the bundled command line. commander requires
// child_process at load time for executable subcommands, which mtg-judge does not use;
// loading it (with net, dgram and streams) cost a lookup several milliseconds. The real
// module is loaded only if spawn is ever called, through the bundle's own require (this
// file is only ever bundled, as CommonJS: bundle.ts), so that starting up loads nothing
// for it, not even node:module.
import type * as ChildProcess from 'node:child_process';

declare const require: (id: 'node:child_process') => typeof ChildProcess;

export function spawn(...args: Parameters<typeof ChildProcess.spawn>): ReturnType<typeof ChildProcess.spawn> {
  return require('node:child_process').spawn(...args);
}
