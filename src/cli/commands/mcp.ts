// mtg-judge mcp: the MCP server on stdin and stdout (mcp/serve-mcp.ts), until the client
// closes stdin. Bundled apart like every command, so no other command loads the SDK.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { libraryContext } from '../library.js';
import { styleFor } from '../options.js';
import { serveMcp } from '../../mcp/serve-mcp.js';

export async function runMcp({ io, options }: CommandContext): Promise<number> {
  const errorStyle = await styleFor(io, options, 'stderr');
  // Started by hand at a terminal, it would seem to hang: say what it waits for (on stderr,
  // as stdout is the protocol's).
  if (io.stdinIsTTY)
    io.stderr(
      'mtg-judge mcp: waiting for an MCP client on stdin (Ctrl-D ends); an assistant starts it as the command mtg-judge with the argument mcp\n',
    );
  await serveMcp(libraryContext(io, errorStyle));
  return EXIT.ok;
}
