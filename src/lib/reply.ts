// What a piece of the library's work gives back: the document that `--json` prints, and
// what the command says on stderr beside it. The command line renders a reply for people or
// prints its document; the library returns the document; the MCP server answers with both.
import type { Diagnostic } from '../core/diagnostic.js';

export interface Reply<D> {
  /** The JSON document of the contract. */
  document: D;
  /** Where what is shown comes from ("… has no rule 807.4e; shown from German 2024-03-08"). */
  notes: readonly string[];
  /** Why nothing, or not everything, was found, or what is wrong with the input. */
  problems: readonly Diagnostic[];
  /**
   * A command's exit code: `not-found` (nothing found) and `failed` (an answer differs from its
   * expect) are its 1, `invalid` its 2.
   */
  status: 'ok' | 'not-found' | 'failed' | 'invalid';
}
