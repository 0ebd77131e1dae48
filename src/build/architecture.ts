// npm run architecture: the folder graph of src/ as a Mermaid flowchart, from
// dependency-cruiser's own reading of the imports, for src/ARCHITECTURE.md. A test checks
// that the graph there is the one this prints.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPackageRoot } from '../io/package-root.js';

interface Cruised {
  modules: { source: string; dependencies: { resolved: string }[] }[];
}

/** Folder → the folders it imports, as dependency-cruiser finds them (type-only imports included). */
export function cruiseFolders(root = findPackageRoot()): Map<string, string[]> {
  const args = ['src', '--config', '.ci/dependency-cruiser.json', '--collapse', '^src/[^/]+/', '--output-type', 'json'];
  const bin = join(root, 'node_modules', '.bin', 'depcruise');
  const cruised = JSON.parse(execFileSync(bin, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })) as Cruised;
  const folder = (path: string) => path.replace(/^src\//, '').replace(/\/$/, '');
  const graph = new Map<string, string[]>();
  for (const module of cruised.modules.filter((m) => m.source.startsWith('src/'))) {
    const to = module.dependencies.filter((d) => d.resolved.startsWith('src/')).map((d) => folder(d.resolved));
    graph.set(folder(module.source), [...new Set(to)].sort());
  }
  return new Map([...graph].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The graph as Mermaid: an edge for each folder a folder imports. */
export function renderMermaid(graph: Map<string, string[]>): string {
  const lines = ['flowchart TD'];
  for (const [from, to] of graph) {
    if (to.length === 0) lines.push(`  ${from}`);
    for (const target of to) lines.push(`  ${from} --> ${target}`);
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(renderMermaid(cruiseFolders()));
}
