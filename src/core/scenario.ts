// A scenario as plain, validated data: what a scenario file (scenarios/FORMAT.md)
// says once it has been read and checked. The loader produces it; the judge answers from it.

export type Variant =
  | 'free-for-all'
  | 'grand-melee'
  | 'team-vs-team'
  | 'emperor'
  | 'two-headed-giant'
  | 'alternating-teams'
  // Free-for-All with the Commander rules (903); only an imported edition has them.
  | 'commander';

export const VARIANTS: readonly Variant[] = [
  'free-for-all',
  'grand-melee',
  'team-vs-team',
  'emperor',
  'two-headed-giant',
  'alternating-teams',
  'commander',
];

/**
 * The sets of house rules a scenario may name in `houseRules`. An unknown name is an error,
 * so that a typo never silently falls back to the official rules.
 */
export const HOUSE_RULES = ['magic-mittwoch-2hg'] as const;

/** Which Comprehensive Rules apply: the English 2011 text, or the German 2024 / Italian 2025 texts. */
export type EditionYear = '2011' | '2024';

/** The corpus edition whose rule numbers a scenario of that edition cites. */
export const RULES_TEXT_OF: Record<EditionYear, { lang: 'en' | 'de'; edition: string }> = {
  '2011': { lang: 'en', edition: '2011-02-04' },
  '2024': { lang: 'de', edition: '2024-03-08' },
};

export type RangeValue = number | 'unlimited';
export type AttackOption = 'left' | 'right' | 'multiple';
export type Role = 'emperor' | 'general';

export interface Seat {
  name: string;
  team?: string;
  role?: Role;
  /** This player's own range of influence (801.2a). */
  range?: RangeValue;
}

export interface Options {
  range?: RangeValue;
  attack?: AttackOption;
  deploy?: boolean;
  sharedTeamTurns?: boolean;
}

/** Where an object is (400.1). Questions about permanents look at the battlefield only. */
export type Zone = 'battlefield' | 'exile' | 'graveyard' | 'hand' | 'library' | 'stack' | 'command';

export const ZONES: readonly Zone[] = ['battlefield', 'exile', 'graveyard', 'hand', 'library', 'stack', 'command'];

/**
 * How a card in exile comes back when the object that exiled it leaves the battlefield:
 * `until`, a one-shot effect (610.3, 2024); `trigger`, a separate leaves-the-battlefield
 * triggered ability of that object.
 */
export interface ExiledBy {
  object: string;
  returns: 'until' | 'trigger';
}

export interface GameObject {
  name: string;
  owner: string;
  /** Default controller: the player under whose control it entered. Absent: the owner. */
  controller?: string;
  /** A control-changing effect in force. */
  controlledBy?: { player: string; source: string };
  token?: boolean;
  types?: string[];
  attachedTo?: string;
  /** The name printed on the card (the legend rule). Absent: `name`. */
  card?: string;
  /** e.g. [Jace] for a planeswalker (the planeswalker uniqueness rule). */
  subtypes?: string[];
  /** `any`: the card lets any player activate its ability (602.2). Absent: only its controller. */
  activatedBy?: 'any';
  /** A larger one is newer (the world rule keeps the newest world permanent). */
  timestamp?: number;
  /** Absent: on the battlefield. */
  zone?: Zone;
  /** Only with `zone: exile`. */
  exiledBy?: ExiledBy;
  /** What the object's words forbid; "you" is its controller (scenarios/FORMAT.md). */
  cant?: CantValue[];
  /** A commander (903.3); its owner is the player whose commander it is. */
  commander?: boolean;
  /** How many times its owner cast it from the command zone before the events (903.8). */
  commanderCasts?: number;
  /** A triggered ability "at the beginning of" a step (603.2b, 805.4d). */
  trigger?: StepTrigger;
}

/**
 * What an object's words may forbid (the object key `cant`): its controller winning or losing
 * the game, its controller's opponents doing so, its controller gaining or losing life, all
 * players or its controller's opponents gaining life.
 */
export const CANT_VALUES = [
  'win',
  'lose',
  'opponents-win',
  'opponents-lose',
  'gain-life',
  'lose-life',
  'players-gain-life',
  'opponents-gain-life',
] as const;

export type CantValue = (typeof CANT_VALUES)[number];

/** The steps (and the combat phase) a trigger or a skip names: 502, 503, 504, 507, 513. */
export const STEPS = ['untap', 'upkeep', 'draw', 'combat', 'end'] as const;
export type StepName = (typeof STEPS)[number];

/** Whose step a trigger names: "your", "each player's", "each opponent's", or every turn's ("each upkeep"). */
export const TRIGGER_OWNERS = ['your', 'each-player', 'each-opponent', 'each'] as const;
export type TriggerOwner = (typeof TRIGGER_OWNERS)[number];

export interface StepTrigger {
  at: StepName;
  of: TriggerOwner;
  /** The trigger condition, effect or intervening "if" clause refers to "that player" or similar (805.4d). */
  thatPlayer: boolean;
}

/** What a skip effect makes a player skip: a turn, a step, or the combat phase (614.10, 805.8). */
export const SKIPPABLE = ['turn', ...STEPS] as const;
export type Skippable = (typeof SKIPPABLE)[number];

export type GameEvent =
  | { kind: 'leave'; players: string[] }
  | { kind: 'endTurn'; player: string }
  | { kind: 'newTurn'; player: string }
  | { kind: 'damage' | 'loseLife' | 'gainLife' | 'poison'; players: string[]; amount: number }
  | { kind: 'payLife'; player: string; amount: number }
  | { kind: 'setLife'; player: string; to: number }
  | { kind: 'extraTurn'; player: string }
  // Combat (506–509): a creature attacks a player or a planeswalker, blocks, leaves combat.
  | { kind: 'attack'; creature: string; player?: string; planeswalker?: string }
  | { kind: 'block'; creature: string; blocks: string[] }
  | { kind: 'removeFromCombat'; creature: string }
  /** The effect `by` makes each player skip their next `what` (614.10, 805.8); events with one `by` are one effect. */
  | { kind: 'skip'; players: string[]; what: Skippable; by: string }
  /** The effect `by` gives `player` control of `of` during `of`'s next turn (720.1 in 2024, 711.1 in 2011; 805.8). */
  | { kind: 'controlNextTurn'; player: string; of: string; by: string }
  // Commander, the monarch, the initiative (903, 724, 725 in the 2026 rules).
  | { kind: 'combatDamage'; creature: string; player: string; amount: number }
  | { kind: 'castCommander'; object: string }
  | { kind: 'becomeMonarch' | 'takeInitiative'; player: string };

export interface Question {
  /** Position in the file's question list, from 0. */
  index: number;
  id?: string;
  ask: string;
  /** The question's parameters as written: player, of, controller, about, team, teams, … */
  params: Record<string, unknown>;
  /** Present when the file states an expected answer. */
  expect?: unknown;
  hasExpect: boolean;
  /** Set when `expect` is `{error: CODE}`: the question must be refused with that code. */
  expectError?: string;
}

export interface Scenario {
  format: 1;
  name?: string;
  description?: string;
  edition: EditionYear;
  /**
   * An edition that is not shipped, as the file's `edition` or --edition names it
   * ("en-2026", "2026-01-16"): the table is ruled under the imported edition it names, with
   * the readings of `edition`, and cites that edition's numbers (judge/rule-under-edition.ts).
   */
  editionName?: string;
  /** The imported edition `editionName` names, once looked up among the imported ones. */
  ruledUnder?: { lang: 'en' | 'de' | 'it'; edition: string };
  variant?: Variant;
  options: Options;
  seats: Seat[];
  startingPlayer?: string;
  startingTeam?: string;
  turn: { active: string[] };
  /** Grand Melee: marker number → holder, when the file gives it. */
  turnMarkers?: Record<number, string>;
  /** Players who left before the current turn began. */
  left: string[];
  life?: Record<string, number>;
  poison?: Record<string, number>;
  /** The monarch (724) and the player with the initiative (725) as the current turn begins. */
  monarch?: string;
  initiative?: string;
  /** Player → commander → the combat damage it dealt them earlier in the game (903.10a). */
  commanderDamage?: Record<string, Record<string, number>>;
  objects: GameObject[];
  houseRules?: string;
  events: GameEvent[];
  questions: Question[];
}

/**
 * A path into the scenario file, e.g. ["questions", 2, "player"] or ["events", 0, "leave"].
 * The judge reports problems by path; the loader turns paths into file:line:col.
 */
export type DocPath = (string | number)[];
