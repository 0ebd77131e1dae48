import { describe, expect, it } from 'vitest';
import { escapeControls } from '../../src/report/terminal-text.js';

describe('escapeControls', () => {
  it('shows escape sequences and other controls as visible escapes, keeping tabs, newlines and letters', () => {
    expect(escapeControls('Bianca\u001b[2J\u001b]0;pwned\u0007')).toBe('Bianca\\x1b[2J\\x1b]0;pwned\\x07');
    expect(escapeControls('a\tb\nc\rd\u009be')).toBe('a\tb\nc\\x0dd\\x9be');
    expect(escapeControls('Zweiköpfiger Riese · 807.4e')).toBe('Zweiköpfiger Riese · 807.4e');
  });
});
