import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnglishRules } from '../../src/rules/parse-english-rules.js';

const FILE = 'comprehensive-rules-en-2011-02-04-chapter-8.txt';
const corpus = parseEnglishRules(
  readFileSync(new URL(`../../rules-data/sources/${FILE}`, import.meta.url), 'utf8'),
  FILE,
);
const rule = (number: string) => {
  const found = corpus.rules.find((r) => r.number === number);
  if (!found) throw new Error(`no rule ${number}`);
  return found;
};

describe('parseEnglishRules: English 2011-02-04, chapter 8 (blog copy)', () => {
  it('names the edition', () => {
    expect(corpus).toMatchObject({ schemaVersion: 1, lang: 'en', edition: '2011-02-04', sourceFile: FILE });
    expect(corpus.title).toMatch(/^English 2011-02-04 \(/);
  });

  it('reads 160 rules in sections 800–811', () => {
    expect(corpus.rules).toHaveLength(160);
    expect(corpus.sectionsCovered).toEqual([
      '800',
      '801',
      '802',
      '803',
      '804',
      '805',
      '806',
      '807',
      '808',
      '809',
      '810',
      '811',
    ]);
    expect(corpus.rules[0]?.number).toBe('800.1');
    expect(corpus.rules.at(-1)?.number).toBe('811.5');
    expect(new Set(corpus.rules.map((r) => r.number)).size).toBe(160);
  });

  it.each([
    ['801', 'Limited Range of Influence Option'],
    ['802', 'Attack Multiple Players Option'],
    ['803', 'Attack Left and Attack Right Options'],
    ['804', 'Deploy Creatures Option'],
    ['805', 'Shared Team Turns Option'],
    ['806', 'Free-for-All Variant'],
    ['807', 'Grand Melee Variant'],
    ['808', 'Team vs. Team Variant'],
    ['809', 'Emperor Variant'],
    ['810', 'Two-Headed Giant Variant'],
    ['811', 'Alternating Teams Variant'],
  ])('section %s is titled "%s" as its heading reads', (number, title) => {
    const section = corpus.sections.find((s) => s.number === number);
    expect(section?.title).toBe(title);
    expect(section?.titleNote).toBeUndefined();
    expect(corpus.rules.filter((r) => r.section === number).every((r) => r.sectionTitle === title)).toBe(true);
  });

  it('supplies the missing 800 heading from the official edition, and says so', () => {
    const section = corpus.sections[0];
    expect(section).toMatchObject({ number: '800', title: 'General' });
    expect(section?.titleNote).toMatch(/heading.*missing|lacks the heading/);
    expect(section?.titleNote).toContain('2011-02-04');
    expect(rule('800.4a').sectionTitle).toBe('General');
  });

  it('turns non-breaking spaces where line breaks were into plain spaces (800.1)', () => {
    expect(rule('800.1').text).toBe(
      'A multiplayer game is a game that begins with more than two players. This section contains additional optional rules that can be used for multiplayer play.',
    );
    expect(
      corpus.rules.some((r) => /\u00A0|\s{2}/u.test([r.text, ...r.examples].join(' ').replace(/\n\n/gu, ' '))),
    ).toBe(false);
  });

  it('joins "103.4." on its own line to 805.3a instead of reading it as a rule', () => {
    const r = rule('805.3a');
    expect(
      r.text.endsWith(
        'A player may take a mulligan even after his or her teammate has decided to keep his or her opening hand. See rule 103.4.',
      ),
    ).toBe(true);
    expect(r.cites).toEqual(['103.4']);
    expect(r.source).toEqual({ file: FILE, line: 290, endLine: 295 });
    expect(corpus.rules.find((x) => x.number === '103.4')).toBeUndefined();
    expect(rule('805.3b').source.line).toBe(296);
  });

  it('finds the three paragraphs of 810.7b', () => {
    const paragraphs = rule('810.7b').text.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toBe(
      'Any one-shot effect that refers to the “defending player” refers to one specific defending player, not to both of the defending players. The controller of the effect chooses which one the spell or ability refers to at the time the effect is applied. The same is true for any one-shot effect that refers to the “attacking player.”',
    );
    expect(paragraphs[1]).toMatch(
      /^Any characteristic-defining ability .* at the time the nonactive players become defending players\.$/u,
    );
    expect(paragraphs[2]).toMatch(
      /^All other cases in which the “defending player” is referred to .* that refer to the “attacking player\.”$/u,
    );
  });

  it('keeps a wrapped line that merely ends a sentence in the same paragraph', () => {
    // 810.10: the parenthesis starts on a new line after a full-width line.
    expect(rule('810.10').text).toBe(
      'The Two-Headed Giant variant can also be played with equally sized teams of more than two players. Each team’s starting life total is equal to 15 times the number of players on the team. (These variants are unofficially called Three-Headed Giant, Four-Headed Giant, and so on.)',
    );
    expect(corpus.rules.filter((r) => r.text.includes('\n\n')).map((r) => r.number)).toEqual(['810.7b']);
  });

  it.each([
    [
      '800.4a',
      4,
      'Alex casts Control Magic, an Aura that reads, “You control enchanted creature,” on Bianca’s Wall of Wood.',
    ],
    ['800.4b', 0, undefined],
    ['800.4c', 1, 'Astral Slide is an enchantment that reads,'],
    [
      '801.2a',
      2,
      'A range of influence of 1 means that only you and the players seated directly next to you are within your range of influence.',
    ],
    [
      '801.5c',
      1,
      'In an Emperor game in which all players have range of influence 1, an emperor casts Fact or Fiction, which reads, “Reveal the top five cards of your library. An opponent separates those cards into two piles.',
    ],
    ['807.4j', 1, 'During Alex’s turn, he casts Time Walk,'],
    [
      '810.9a',
      3,
      'In a Two-Headed Giant game, a player on a team that has 17 life is targeted by Beacon of Immortality,',
    ],
  ])('attaches the examples of %s to it (%i)', (number, count, firstStart) => {
    const r = rule(number);
    expect(r.examples).toHaveLength(count);
    if (firstStart) expect(r.examples[0]?.startsWith(firstStart)).toBe(true);
    expect(r.examples.every((e) => !e.startsWith('Example'))).toBe(true);
    expect(r.text).not.toContain('Example:');
  });

  it('joins a wrapped example and records the lines it spans', () => {
    const r = rule('807.4j');
    expect(r.examples[0]).toBe(
      'During Alex’s turn, he casts Time Walk, which causes him to get an extra turn after this one. During the same turn, the player to Alex’s left leaves the game, which causes the number of turn markers to be reduced. After Alex’s current turn ends, his turn marker is removed. He won’t take the extra turn from Time Walk until just before his normal turn the next time he receives a turn marker.',
    );
    expect(r.source).toEqual({ file: FILE, line: 398, endLine: 405 });
  });

  it.each([
    ['800.4a', ['109']],
    ['800.4h', ['800.4a', '407']],
    ['801.12', ['704.5k']],
    ['801.15', ['614', '615']],
    ['802.4', ['101.4', '509']],
    ['805.1', ['810', '811']],
    ['810.8', ['104']],
    ['806.2b', ['803', '802']],
    ['800.5', []],
  ])('%s cites %j', (number, cites) => {
    expect(rule(number).cites).toEqual(cites);
  });

  it('leaves out the blog chrome', () => {
    const all = corpus.rules.map((r) => [r.text, ...r.examples].join(' ')).join(' ');
    expect(all).not.toMatch(/Saturday|No comments|Post a Comment|Multiplayer Rules/u);
  });
});
