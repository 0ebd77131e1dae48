// `mtg-judge mcp`: the tools (tools.ts) served over the Model Context Protocol on stdin and
// stdout, with the official SDK, until the client closes stdin. stdout carries the
// protocol's messages alone: what the tools find wrong in the data directory goes to the
// context's warnings (stderr). A call that fails is answered as a tool error; the server
// goes on.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Context } from '../lib/context.js';
import { VERSION } from '../lib/version.js';
import { callTool, TOOLS } from './tools.js';

const INSTRUCTIONS =
  'Magic: The Gathering rules for multiplayer games (Comprehensive Rules chapter 8: range of influence, Grand Melee, Emperor, Two-Headed Giant, teams, leaving the game) in English, German and Italian. Quote rules with the rule tool rather than from memory; find them with search when the number is not known; define terms with glossary. To rule on a concrete table, describe it as a scenario (the schema tool gives the format) and call eval: each answer comes with the rules it rests on.';

export async function serveMcp(context: Context): Promise<void> {
  const server = new McpServer({ name: 'mtg-judge', version: VERSION }, { instructions: INSTRUCTIONS });
  for (const tool of TOOLS) {
    const annotations = { title: tool.title, readOnlyHint: true, openWorldHint: false };
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, annotations },
      (args) => callTool(tool, args, context),
    );
  }
  const closed = new Promise<void>((resolve) => (server.server.onclose = resolve));
  await server.connect(new StdioServerTransport());
  // The client closing stdin ends the session.
  process.stdin.once('end', () => void server.close());
  await closed;
}
