// The codes with which the judge refuses a question, which a scenario may pin with
// `expect: {error: CODE}` (scenario-format.md). Codes the format renamed are still
// understood under their old names.

/** Old name → the name the scenario format gives the same refusal. */
export const CODE_ALIASES: Readonly<Record<string, string>> = {
  'judge/player-left': 'question/player-has-left',
  'judge/not-applicable': 'question/not-applicable',
  'scenario/split-team': 'table/team-not-together',
};

/** Every code a question can be refused with; a test checks that the source raises no other. */
export const REFUSAL_CODES: readonly string[] = [
  // The table or an event the rules do not allow: every question of the file is refused with it.
  'table/active-not-one-team',
  'table/active-player-left',
  'table/active-without-marker',
  'table/already-left',
  'table/cannot-pay-life',
  'table/duplicate-player',
  'table/emperor-count',
  'table/emperor-in-emperor-range',
  'table/emperor-not-in-middle',
  'table/game-over',
  'table/holder-left',
  'table/holder-not-waiting',
  'table/illegal-attack',
  'table/illegal-block',
  'table/life-limit',
  'table/marker-holder-left',
  'table/marker-number-out-of-range',
  'table/markers-too-close',
  'table/no-shared-life',
  'table/no-shared-poison',
  'table/not-attacking',
  'table/not-multiplayer',
  'table/not-on-battlefield',
  'table/not-taking-turn',
  'table/option-conflicts-with-variant',
  'table/player-has-left',
  'table/player-without-team',
  'table/several-active',
  'table/starting-player-conflict',
  'table/step-limit',
  'table/team-not-together',
  'table/team-partly-left',
  'table/team-too-small',
  'table/teammates-adjacent',
  'table/teams-not-spaced',
  'table/too-few-teams',
  'table/turn-markers-needed',
  'table/two-markers',
  'table/unequal-ranges',
  'table/unequal-teams',
  'table/wrong-marker-count',
  // One question refused.
  'question/not-a-commander',
  'question/not-an-attachment',
  'question/not-applicable',
  'question/not-in-combat',
  'question/not-in-edition',
  'question/player-has-left',
  'question/rule-changed',
  'question/too-many-mulligans',
  'question/turn-unknown',
  'judge/bad-parameter',
  'judge/missing-parameter',
  'judge/undecided-option',
  'judge/unknown-emperor',
  'judge/unknown-kind',
  'scenario/edition-not-imported',
  'scenario/unknown-player',
  'scenario/unknown-team',
];

/** The code under its current name. */
export const canonicalCode = (code: string): string => CODE_ALIASES[code] ?? code;

/** Whether a refusal with `code` is the one `expected` names, under either name. */
export const sameRefusal = (code: string, expected: string): boolean => canonicalCode(code) === canonicalCode(expected);
