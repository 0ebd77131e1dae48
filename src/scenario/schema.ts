// The shape of a scenario file (scenario-format.md), written once. The loader validates
// with it, and `mtg-judge schema` exports it as JSON Schema for editors, so the two can
// never disagree. Each schema's `error` is the phrase that completes "… must be ___".
import * as z from 'zod';
import { QUESTION_KINDS } from '../judge/catalogue.js';
import { playerNameSchema, teamNameSchema } from '../judge/param-types.js';
import { questionSchema } from './schema-questions.js';
import { CANT_VALUES, HOUSE_RULES, SKIPPABLE, STEPS, TRIGGER_OWNERS, VARIANTS, ZONES } from '../core/scenario.js';
import { EDITION_NAME } from '../rules/ruling-edition.js';

export const RANGE_HINT = 'a range is a whole number ≥ 1 or "unlimited"';

const text = z.string({ error: 'text' });
const playerName = playerNameSchema;
const playerNames = z.union([playerName, z.array(playerName)], { error: "a player's name or a list of names" });
const teamName = teamNameSchema;
const objectName = z.string({ error: "an object's name" }).min(1);
const objectNames = z.union([objectName, z.array(objectName).min(1)], { error: "an object's name or a list of names" });
// Numbers are counted exactly up to 2^53 − 1 either way; a larger one is refused, not rounded.
const beyondExact = 'within ±9007199254740991 (2^53 − 1), the most mtg-judge counts exactly';
const wholeNumber = z
  .number({ error: 'a whole number' })
  .int({ error: (issue) => (issue.code === 'invalid_type' ? 'a whole number' : `a whole number ${beyondExact}`) });
const count = z
  .number({ error: 'a whole number ≥ 0' })
  .int({
    error: (issue) => (issue.code === 'invalid_type' ? 'a whole number ≥ 0' : `a whole number ≥ 0 ${beyondExact}`),
  })
  .min(0);
const range = z
  .union([z.number().int().min(1), z.literal('unlimited')], { error: 'a whole number ≥ 1 or "unlimited"' })
  .meta({ title: 'Range of influence', description: `801.2: how many seats away a player can affect; ${RANGE_HINT}` });

export const seatSchema = z
  .union(
    [
      playerName.meta({ description: "a player's name" }),
      z
        .strictObject({
          name: playerName.meta({ description: 'required, unique at the table' }),
          team: teamName.optional().meta({ description: 'team name; players without a team play as individuals' }),
          role: z.enum(['emperor', 'general']).optional().meta({ description: 'Emperor variant' }),
          range: range.optional(),
        })
        .meta({ title: 'Seat' }),
    ],
    { error: 'a name, or a mapping with "name"' },
  )
  .meta({ description: 'each player sits directly to the left of the player listed before them' });

export const optionsSchema = z
  .strictObject({
    range: range.optional(),
    attack: z.enum(['left', 'right', 'multiple']).optional().meta({ description: 'attack options (802, 803)' }),
    deploy: z.boolean({ error: 'true or false' }).optional().meta({ description: 'deploy creatures option (804)' }),
    sharedTeamTurns: z
      .boolean({ error: 'true or false' })
      .optional()
      .meta({ description: 'shared team turns option (805)' }),
  })
  .meta({ description: "overrides the variant's default options" });

export const objectSchema = z
  .strictObject({
    name: z.string({ error: "an object's name" }).min(1).meta({ description: 'required; unique within the file' }),
    owner: playerName,
    controller: playerName
      .optional()
      .meta({ description: 'the player under whose control it entered; default: the owner' }),
    controlledBy: z
      .strictObject({ player: playerName, source: z.string({ error: 'an object or the name of a spell or ability' }) })
      .optional()
      .meta({ description: 'a control-changing effect now in force' }),
    token: z.boolean({ error: 'true or false' }).optional(),
    types: z
      .array(z.string({ error: 'a type' }), { error: 'a list of types' })
      .optional()
      .meta({ description: 'e.g. [enchantment, aura]' }),
    attachedTo: z.string({ error: "an object's or player's name" }).min(1).optional(),
    card: z
      .string({ error: "a card's name" })
      .min(1)
      .optional()
      .meta({ description: 'the name printed on the card (the legend rule); default: name' }),
    subtypes: z
      .array(z.string({ error: 'a subtype' }), { error: 'a list of subtypes' })
      .optional()
      .meta({ description: 'e.g. [Jace] for a planeswalker (the planeswalker uniqueness rule)' }),
    activatedBy: z
      .literal('any', { error: '"any"' })
      .optional()
      .meta({ description: 'any: the card lets any player activate its ability (602.2)' }),
    timestamp: z
      .number({ error: 'a number' })
      .optional()
      .meta({ description: 'a larger one is newer (the world rule keeps the newest world permanent)' }),
    zone: z
      .enum(ZONES)
      .optional()
      .meta({ description: 'where the object is; default: battlefield. Questions about permanents look there only' }),
    exiledBy: z
      .strictObject({
        object: z.string({ error: "an object's name" }).min(1).meta({ description: 'the object that exiled it' }),
        returns: z.enum(['until', 'trigger']).meta({
          description:
            'until: a one-shot effect returns it when that object leaves the battlefield (610.3); trigger: a leaves-the-battlefield triggered ability of that object does',
        }),
      })
      .optional()
      .meta({ description: 'with zone: exile, the object that exiled it and how the card comes back' }),
    cant: z
      .array(z.enum(CANT_VALUES, { error: 'one of ' + CANT_VALUES.join(', ') }), {
        error: 'a list of what the object forbids, such as [lose, opponents-win]',
      })
      .optional()
      .meta({
        description:
          'what the object\'s words forbid; "you" is its controller: win, lose ("you can\'t win/lose the game"), opponents-win, opponents-lose, gain-life, lose-life, players-gain-life, opponents-gain-life',
      }),
    // Commander (903 in the 2026 rules).
    commander: z
      .boolean({ error: 'true or false' })
      .optional()
      .meta({ description: 'true for a commander (903.3); its owner is the player whose commander it is' }),
    commanderCasts: count.optional().meta({
      description: 'how many times its owner cast this commander from the command zone before the events (903.8)',
    }),
    trigger: z
      .strictObject({
        at: z.enum(STEPS).meta({ description: 'the step: untap, upkeep, draw, combat (beginning of combat) or end' }),
        of: z.enum(TRIGGER_OWNERS).meta({
          description: 'your, each-player, each-opponent, or each ("at the beginning of each upkeep")',
        }),
        thatPlayer: z
          .boolean({ error: 'true or false' })
          .optional()
          .meta({ description: 'true where the ability refers to "that player" or similar (805.4d); default false' }),
      })
      .optional()
      .meta({ description: 'a triggered ability "at the beginning of" a step' }),
  })
  .meta({ title: 'Object' });

const event = <K extends string, T extends z.ZodType>(key: K, value: T, description: string) =>
  z.strictObject({ [key]: value } as { [P in K]: T }).meta({ title: key, description });
const amountFor = <T extends z.ZodType>(players: T) => z.strictObject({ player: players, amount: count });
const effectName = z
  .string({ error: 'the name of the effect, such as the card' })
  .min(1)
  .meta({ description: 'the effect; events with the same by are one effect' });

const eventSchemas = [
  event('leave', playerNames, 'these players leave the game at the same moment'),
  event('endTurn', playerName, 'that player ends their turn'),
  event('newTurn', playerName, 'that player (or their team) begins a turn'),
  event('damage', amountFor(playerNames), 'damage dealt to each named player'),
  event('loseLife', amountFor(playerNames), 'each named player loses life'),
  event('gainLife', amountFor(playerNames), 'each named player gains life'),
  event('payLife', amountFor(playerName), 'a player pays life'),
  event(
    'setLife',
    z.strictObject({ player: playerName, to: wholeNumber }),
    "an effect sets one player's life total (810.9c)",
  ),
  event('poison', amountFor(playerNames), 'poison counters given to each named player'),
  event('extraTurn', playerName, 'an effect gives that player an extra turn after this one'),
  // Combat (506–509, 802, 805.10).
  event(
    'attack',
    z.union(
      [
        z.strictObject({ creature: objectName, player: playerName }),
        z.strictObject({ creature: objectName, planeswalker: objectName }),
      ],
      { error: 'a mapping {creature: OBJECT, player: NAME} or {creature: OBJECT, planeswalker: OBJECT}' },
    ),
    'the creature is declared as an attacker against that player or planeswalker (802.3, 805.10b)',
  ),
  event(
    'block',
    z.strictObject({ creature: objectName, blocks: objectNames }),
    'the creature blocks that attacking creature, or those',
  ),
  event('removeFromCombat', objectName, 'the creature is removed from combat (506.4)'),
  event(
    'skip',
    z.strictObject({
      player: playerNames,
      what: z.enum(SKIPPABLE).meta({ description: 'turn, untap, upkeep, draw, combat or end' }),
      by: effectName,
    }),
    'the effect named by makes each named player skip their next turn, step or combat phase (805.8)',
  ),
  event(
    'controlNextTurn',
    z.strictObject({ player: playerName, of: playerName, by: effectName }),
    "the effect named by gives player control of `of` during that player's next turn (805.8)",
  ),
  // Commander, the monarch, the initiative (903, 724, 725 in the 2026 rules).
  event(
    'combatDamage',
    z.strictObject({ creature: z.string({ error: "an object's name" }).min(1), player: playerName, amount: count }),
    "combat damage a creature deals to a player: damage, and a commander's (903.10a), to the monarch (724.2), to the player with the initiative (725.2)",
  ),
  event(
    'castCommander',
    z.string({ error: "a commander's name" }).min(1),
    'its owner casts that commander from the command zone (903.8)',
  ),
  event('becomeMonarch', playerName, 'that player becomes the monarch (724.3)'),
  event('takeInitiative', playerName, 'that player takes the initiative (725.3)'),
] as const;

// 2024, 2011, or an imported edition by its language and year or date (rules/ruling-edition.ts).
const EDITION = '2024, 2011, or an edition by language and year or date, such as en-2026 or 2026-01-16';
const editionSchema = z
  .union(
    [
      z.int({ error: EDITION }).min(1000, { error: EDITION }).max(9999, { error: EDITION }),
      z.string({ error: EDITION }).regex(EDITION_NAME, { error: EDITION }),
    ],
    { error: EDITION },
  )
  .meta({
    description:
      'which Comprehensive Rules apply: 2024 (default; the German 2024 and Italian 2025 texts), 2011 (English), or an imported edition: en-2026, en-2026-01-16, or a year or date that names no shipped edition (2026)',
  });

export const eventSchema = z.union(eventSchemas, { error: 'a mapping with one key, such as "leave: Carol"' });

export { expectedRefusalSchema, questionSchema } from './schema-questions.js';

export const scenarioSchema = z
  .strictObject({
    format: z.literal(1, { error: '1' }).optional().meta({ description: 'the scenario format: 1' }),
    name: text.optional(),
    description: text.optional(),
    edition: editionSchema.optional(),
    variant: z
      .enum(VARIANTS)
      .optional()
      .meta({ description: 'absent: a multiplayer game that uses only the options given' }),
    options: optionsSchema.optional(),
    seats: z
      .array(seatSchema, { error: 'a list of players in turn order' })
      .min(1)
      .meta({ description: 'the players in turn order' }),
    startingPlayer: playerName
      .optional()
      .meta({ description: 'the player who took the first turn; default: the first seat' }),
    startingTeam: teamName.optional().meta({ description: 'the team chosen to go first (805.3, 808.4)' }),
    turn: z
      .strictObject({ active: playerNames.optional().meta({ description: 'the players taking a turn now' }) })
      .optional(),
    turnMarkers: z
      .record(z.string().regex(/^[1-9][0-9]*$/, { error: 'a marker number from 1 up' }), playerName, {
        error: 'a mapping of marker number → holder',
      })
      .optional()
      .meta({ description: 'Grand Melee: marker number → holder' }),
    left: playerNames.optional().meta({ description: 'players who had left the game before the current turn began' }),
    life: z.record(teamName, wholeNumber, { error: 'a mapping of team name → life total' }).optional(),
    poison: z.record(teamName, count, { error: 'a mapping of team name → poison counters' }).optional(),
    // The monarch, the initiative and commander damage as the turn begins (724, 725, 903.10a in the 2026 rules).
    monarch: playerName.optional().meta({ description: 'the monarch as the current turn begins (724)' }),
    initiative: playerName
      .optional()
      .meta({ description: 'the player who has the initiative as the current turn begins (725)' }),
    commanderDamage: z
      .record(
        playerName,
        z.record(z.string({ error: "a commander's name" }).min(1), count, {
          error: 'a mapping of commander → combat damage',
        }),
        { error: 'a mapping of player → commander → combat damage' },
      )
      .optional()
      .meta({ description: 'player → commander → the combat damage it dealt them earlier in the game (903.10a)' }),
    objects: z.array(objectSchema, { error: 'a list of objects' }).optional(),
    houseRules: z
      .enum(HOUSE_RULES)
      .optional()
      .meta({ description: 'a set of house rules applied on top of the edition' }),
    events: z
      .array(eventSchema, { error: 'a list of events' })
      .optional()
      .meta({ description: 'what happened during the current turn, in order' }),
    questions: z.array(questionSchema, { error: 'a list of questions' }),
  })
  .meta({
    title: 'mtg-judge scenario',
    description: 'A multiplayer Magic table and questions about it (scenario format 1).',
  });

export type ScenarioInput = z.infer<typeof scenarioSchema>;
export type SeatInput = z.infer<typeof seatSchema>;
export type ObjectInput = z.infer<typeof objectSchema>;
export type EventInput = z.infer<typeof eventSchema>;
/** A question as written; its parameters depend on `ask`. */
export type QuestionInput = { ask: string; id?: string | number; expect?: unknown } & Record<string, unknown>;

/** The schema's stable identifier; scenarios/scenario.schema.json is the same document. */
export const SCENARIO_SCHEMA_ID = 'urn:mtg-judge:scenario-format-1';

/**
 * The scenario schema as JSON Schema draft-07, for editors (yaml-language-server reads
 * draft-07). Each question kind is one branch of a `oneOf`; `ask` also gets an `enum` of
 * every kind, so that an editor can offer them all before a branch is chosen. It compiles
 * under ajv's strict mode: no union `type` lists (anyOf instead). A mapping's keys may be
 * integers as well as text: `{2: Eve}` has the integer key 2 under most YAML parsers other
 * than the yaml package (PyYAML, for one), and validators built on them check it as one.
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(scenarioSchema, {
    target: 'draft-7',
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      if (jsonSchema.propertyNames && typeof jsonSchema.propertyNames === 'object')
        jsonSchema.propertyNames = textOrIntegerKeys(jsonSchema.propertyNames);
      if (jsonSchema.propertyNames && Object.keys(jsonSchema.propertyNames).length === 0)
        delete jsonSchema.propertyNames;
      if (zodSchema === questionSchema) {
        jsonSchema.type = 'object';
        jsonSchema.required = ['ask'];
        jsonSchema.properties = {
          ask: { title: 'Question kind', description: 'what to ask', enum: QUESTION_KINDS.map((kind) => kind.ask) },
        };
      }
      // z.int() bounds integers to the safe range; that says nothing to a scenario author.
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    },
  });
  return withoutTypeLists({ $schema: schema.$schema, $id: SCENARIO_SCHEMA_ID, ...schema }) as Record<string, unknown>;
}

/** `type: [string, number]` becomes `anyOf` with one type each, as ajv's strict mode asks. */
function withoutTypeLists(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTypeLists);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withoutTypeLists(value)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (!Array.isArray(object.type)) return object;
  const { type, ...rest } = object;
  return { ...rest, anyOf: (type as unknown[]).map((one) => ({ type: one })) };
}

/**
 * Rules for a mapping's keys that hold for text keys and pass integer ones: without `type`,
 * `pattern` and `minLength` check only text (a key is text to ajv, and a string context
 * allows no other type under its strict mode). The loader checks an integer key's value.
 */
function textOrIntegerKeys(names: Record<string, unknown>): Record<string, unknown> {
  const { type: _type, ...rest } = names;
  return rest;
}
