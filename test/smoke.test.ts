import { describe, expect, it } from 'vitest';
import { editionKey, parseEditionKey } from '../src/rules/model.js';
describe('edition keys', () => {
  it('round-trips', () => {
    expect(editionKey({ lang: 'de', edition: '2024-03-08' })).toBe('de-2024-03-08');
    expect(parseEditionKey('it-2025-09-19')).toEqual({ lang: 'it', edition: '2025-09-19' });
  });
});
