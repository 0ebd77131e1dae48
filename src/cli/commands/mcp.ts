// mtg-judge mcp: the MCP server on stdin and stdout (mcp/serve-mcp.ts), until the client
// closes stdin. Bundled apart like every command, so no other command loads the SDK.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { libraryContext } from '../library.js';
import { styleFor } from '../options.js';
import { serveMcp } from '../../mcp/serve-mcp.js';

export async function runMcp({ io, options }: CommandContext): Promise<number> {
  await serveMcp(libraryContext(io, await styleFor(io, options, 'stderr')));
  return EXIT.ok;
}
