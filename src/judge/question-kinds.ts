// The question kinds a scenario may ask, with their parameters. The loader checks
// questions against this table; the judge registers one answering module per kind.
import type { AnswerShape } from '../core/answer.js';

/** What a parameter names. */
export type ParamType =
  | 'player' // a seat name
  | 'player-or-object' // a seat name or an object name
  | 'team' // a team name
  | 'teams'; // a mapping of team name → list of player names

export interface ParamSpec {
  name: string;
  type: ParamType;
  description: string;
}

export interface QuestionKindSpec {
  ask: string;
  params: ParamSpec[];
  shape: AnswerShape;
  summary: string;
}

const player = (name: string, description: string): ParamSpec => ({ name, type: 'player', description });

export const QUESTION_KINDS: readonly QuestionKindSpec[] = [
  { ask: 'range-of-influence', params: [player('player', 'whose range')], shape: 'players', summary: "players within a player's range of influence, the player included" },
  { ask: 'in-range', params: [player('player', 'whose range'), { name: 'of', type: 'player-or-object', description: 'the player or object to test' }], shape: 'boolean', summary: "is a player or object within a player's range of influence?" },
  { ask: 'information-range', params: [player('controller', "the ability's controller"), player('about', 'the player the ability looks at the game for')], shape: 'players', summary: 'players whose objects an ability takes into account (801.11)' },
  { ask: 'can-attack', params: [player('player', 'the attacking player')], shape: 'players', summary: "players a player's creatures can attack this turn" },
  { ask: 'chooser', params: [player('player', "the spell's controller")], shape: 'players', summary: "opponents who may make an opponent's choice for a player's spell" },
  { ask: 'wins', params: [player('player', 'the player an effect says wins')], shape: 'players', summary: 'players who lose when an effect says a player wins' },
  { ask: 'draw', params: [player('player', "the spell's controller")], shape: 'players', summary: "players for whom a spell's draw ends the game" },
  { ask: 'turn-marker-count', params: [], shape: 'number', summary: 'turn markers in the game after the events (Grand Melee)' },
  { ask: 'turn-markers', params: [], shape: 'mapping', summary: 'marker number → holder after the events (Grand Melee)' },
  { ask: 'taking-turn', params: [], shape: 'players', summary: 'players taking a turn after the events (Grand Melee)' },
  { ask: 'removed-turn-markers', params: [], shape: 'numbers', summary: 'markers the events removed or designated for removal (Grand Melee)' },
  { ask: 'stacks', params: [player('player', 'the player who may get priority')], shape: 'numbers', summary: 'marker stacks a player gets priority for (Grand Melee)' },
  { ask: 'starting-player', params: [], shape: 'name', summary: 'the player who takes the first turn' },
  { ask: 'primary-player', params: [{ name: 'team', type: 'team', description: 'the team' }], shape: 'name', summary: "a team's primary player (805.2)" },
  { ask: 'ranges', params: [], shape: 'mapping', summary: 'player → range of influence as the variant sets it' },
  { ask: 'seating', params: [{ name: 'teams', type: 'teams', description: 'team name → players' }], shape: 'seating', summary: 'a legal seating for the variant' },
  { ask: 'starting-life', params: [{ name: 'team', type: 'team', description: 'the team' }], shape: 'number', summary: "a team's starting life total" },
  { ask: 'team-life', params: [{ name: 'team', type: 'team', description: 'the team' }], shape: 'number', summary: "a team's life total after the events" },
  { ask: 'team-poison', params: [{ name: 'team', type: 'team', description: 'the team' }], shape: 'number', summary: "a team's poison counters after the events" },
  { ask: 'lost', params: [], shape: 'players', summary: 'players who have lost after the events' },
  { ask: 'hand-review', params: [player('player', 'who looks'), player('of', 'whose hand')], shape: 'boolean', summary: "may a player look at another's hand?" },
  { ask: 'leave-game', params: [player('player', 'the player who leaves')], shape: 'mapping', summary: 'what happens to each object when a player leaves' },
  { ask: 'priority-after-leave', params: [player('player', 'the player who had priority')], shape: 'name', summary: 'who receives priority after the events' },
  { ask: 'skips-first-draw', params: [], shape: 'boolean', summary: 'does the starting player or team skip its first draw?' },
  { ask: 'extra-turn', params: [player('player', 'the player an effect gives an extra turn')], shape: 'players', summary: 'players who take the extra turn' },
];

export function questionKind(ask: string): QuestionKindSpec | undefined {
  return QUESTION_KINDS.find((kind) => kind.ask === ask);
}
