// Wrapping for a terminal: lines fit the width, continuation lines hang where the marks
// (or the line's indent and bullet) say, colour codes take no room, wide characters two.
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { HANG, NO_WRAP, WHOLE, stripLayoutMarks, surelyFits } from '../../src/report/layout-marks.js';
import { wrapToWidth } from '../../src/report/wrap-lines.js';

const widths = (text: string) => text.split('\n').map((line) => stringWidth(line));

describe('wrapToWidth', () => {
  it('hangs a rule text beside its number', () => {
    const text = `807.4a ${HANG}There is one turn marker for each full four players in the game.`;
    expect(wrapToWidth(text, 40)).toBe(
      '807.4a There is one turn marker for each\n       full four players in the game.',
    );
  });

  it('continues a bulleted line after its bullet, and a plain line two columns past its indent', () => {
    expect(wrapToWidth('    · Nina and Nora are on Ned’s team North, so not opponents', 30)).toBe(
      '    · Nina and Nora are on\n      Ned’s team North, so not\n      opponents',
    );
    expect(wrapToWidth('Exit codes: 0 every expectation held, 1 an answer differs', 30)).toBe(
      'Exit codes: 0 every\n  expectation held, 1 an\n  answer differs',
    );
  });

  it('leaves a line that fits as it is, without its marks', () => {
    expect(wrapToWidth(`  Note: ${HANG}short`, 80)).toBe('  Note: short');
  });

  it('measures colour codes as nothing and wide characters as two columns', () => {
    const coloured = `\u001b[32m807.4e \u001b[39m${HANG}${'\u001b[33mword\u001b[39m '.repeat(20)}`;
    const wrapped = wrapToWidth(coloured, 40);
    expect(Math.max(...widths(wrapped))).toBeLessThanOrEqual(40);
    expect(stripAnsi(wrapped).split('\n')[1]).toMatch(/^ {7}word/);
    const wide = wrapToWidth('表 '.repeat(30), 20);
    expect(Math.max(...widths(wide))).toBeLessThanOrEqual(20);
  });

  it('leaves a line marked whole, such as a path, as it is however long', () => {
    const path = '  from:    /home/judge/Downloads/MagicCompRules-2026-01-16.txt';
    expect(wrapToWidth(`${WHOLE}${path}`, 30)).toBe(path);
    expect(stripLayoutMarks(`${WHOLE}${path}`)).toBe(path);
  });

  it('cuts a line marked not to wrap, such as a source excerpt, and shows that it did', () => {
    expect(wrapToWidth(`${NO_WRAP}  6 |     player: ${'x'.repeat(40)}`, 30)).toBe(
      `  6 |     player: ${'x'.repeat(11)}…`,
    );
  });

  it('breaks a word longer than the line', () => {
    expect(widths(wrapToWidth(`  = see ${'a'.repeat(100)}`, 30)).every((w) => w <= 30)).toBe(true);
  });

  it('keeps a lead too wide for a column, hanging the text under its indent', () => {
    const line = `  $ ${'x'.repeat(60)}  ${HANG}what it does, in a few words`;
    expect(wrapToWidth(line, 70)).toBe(`  $ ${'x'.repeat(60)}\n    what it does, in a few words`);
  });
});

describe('stripLayoutMarks', () => {
  it('removes both marks and nothing else', () => {
    expect(stripLayoutMarks(`${NO_WRAP}a ${HANG}b\u001b[1mc`)).toBe('a b\u001b[1mc');
  });
});

function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

describe('surelyFits', () => {
  it('measures plain ASCII by its length, colour codes and marks left out', () => {
    expect(surelyFits(`\u001b[1m807.4e \u001b[22m${HANG}${'x'.repeat(73)}`, 80)).toBe(true);
    expect(surelyFits(`807.4e ${'x'.repeat(74)}`, 80)).toBe(false);
  });

  it('counts any other character as two columns, so that it never says a wide line fits', () => {
    expect(surelyFits('表'.repeat(40), 80)).toBe(true);
    expect(surelyFits('ä'.repeat(41), 80)).toBe(false);
  });
});
