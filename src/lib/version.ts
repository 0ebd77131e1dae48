// The version of mtg-judge, as package.json gives it (a test keeps the two the same): the
// command's --version and the MCP server's name for itself.
export const VERSION = '0.1.0';
