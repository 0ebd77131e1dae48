// src/ARCHITECTURE.md draws the folder graph; it must be the graph of the imports as they are.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cruiseFolders, renderMermaid } from '../../src/build/architecture.js';

describe('src/ARCHITECTURE.md', () => {
  it('draws the folder graph that dependency-cruiser finds (npm run architecture redraws it)', () => {
    const doc = readFileSync(new URL('../../src/ARCHITECTURE.md', import.meta.url), 'utf8');
    const block = /```mermaid\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block).toBe(renderMermaid(cruiseFolders()));
  });
});
