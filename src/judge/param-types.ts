// The parameters a question kind may take, each with its zod schema: the scenario schema
// and `mtg-judge schema` are made from these, the loader checks the names they hold
// against the table by their type, and `ask` prompts for them by type.
import * as z from 'zod';
import type { Table } from '../table/table-model.js';

/** What a parameter names. */
export type ParamType =
  | 'player' // a seat name
  | 'player-or-object' // a seat name or an object name
  | 'players-or-objects' // a list of seat and object names
  | 'object' // an object name
  | 'count' // a whole number ≥ 0
  | 'team' // a team name
  | 'teams' // a mapping of team name → list of player names
  | 'player-or-team' // a seat name or a team name
  | 'choice'; // one of a fixed list of words (`choices`)

export interface ParamDef<T = unknown> {
  type: ParamType;
  description: string;
  schema: z.ZodType<T>;
  /** The names `ask` offers, where only some of the table's objects fit (an attacking creature). */
  offers?: (table: Table) => string[];
  /** A question may leave it out; the kind says what that means. */
  optional?: true;
  /** For `choice`: the words it may be. */
  choices?: readonly string[];
}

export type ParamDefs = Readonly<Record<string, ParamDef>>;

/** The parameters' values as the answer function reads them. */
export type ParamsOf<D extends ParamDefs> = { readonly [K in keyof D]: D[K] extends ParamDef<infer T> ? T : never };

// Each schema's `error` is the phrase that completes "… must be ___".
export const playerNameSchema = z.string({ error: "a player's name" }).min(1);
export const teamNameSchema = z.string({ error: 'a team name' }).min(1);

export const param = {
  player: (description: string): ParamDef<string> => ({
    type: 'player',
    description,
    schema: playerNameSchema.meta({ description }),
  }),
  playerOrObject: (description: string): ParamDef<string> => ({
    type: 'player-or-object',
    description,
    schema: z.string({ error: "a player's or object's name" }).min(1).meta({ description }),
  }),
  playersOrObjects: (description: string): ParamDef<string[]> => ({
    type: 'players-or-objects',
    description,
    schema: z
      .array(z.string({ error: "a player's or object's name" }).min(1), {
        error: "a list of players' and objects' names",
      })
      .min(1, { error: "a list of players' and objects' names" })
      .meta({ description }),
  }),
  object: (description: string, offers?: (table: Table) => string[]): ParamDef<string> => ({
    type: 'object',
    description,
    schema: z.string({ error: "an object's name" }).min(1).meta({ description }),
    ...(offers && { offers }),
  }),
  count: (description: string): ParamDef<number> => ({
    type: 'count',
    description,
    schema: z
      .number({ error: 'a whole number ≥ 0' })
      .int({ error: 'a whole number ≥ 0' })
      .min(0, { error: 'a whole number ≥ 0' })
      .max(1000, { error: 'a whole number from 0 to 1000' })
      .meta({ description }),
  }),
  team: (description: string): ParamDef<string> => ({
    type: 'team',
    description,
    schema: teamNameSchema.meta({ description }),
  }),
  /** A player's name that a question may leave out. */
  optionalPlayer: (description: string): ParamDef<string | undefined> => ({
    type: 'player',
    description,
    optional: true,
    schema: playerNameSchema.optional().meta({ description }),
  }),
  /** A team's name that a question may leave out. */
  optionalTeam: (description: string): ParamDef<string | undefined> => ({
    type: 'team',
    description,
    optional: true,
    schema: teamNameSchema.optional().meta({ description }),
  }),
  /** A player's or a team's name that a question may leave out. */
  optionalPlayerOrTeam: (description: string): ParamDef<string | undefined> => ({
    type: 'player-or-team',
    description,
    optional: true,
    schema: z.string({ error: "a player's or team's name" }).min(1).optional().meta({ description }),
  }),
  choice: <const C extends readonly [string, ...string[]]>(description: string, choices: C): ParamDef<C[number]> => ({
    type: 'choice',
    description,
    choices,
    schema: z.enum(choices).meta({ description }),
  }),
  teams: (description: string): ParamDef<Record<string, string[]>> => ({
    type: 'teams',
    description,
    schema: z
      .record(teamNameSchema, z.array(playerNameSchema, { error: 'a list of player names' }).min(1), {
        error: 'a mapping of team name → list of players',
      })
      .refine((teams) => Object.keys(teams).length > 0, { error: 'a mapping of team name → list of players' })
      .meta({ description }),
  }),
};
