// The questions of a scenario file: one schema branch per question kind of the catalogue,
// with the kind's parameters and an `expect` of its answer's shape, or `{error: CODE}`.
import * as z from 'zod';
import { QUESTION_KINDS } from '../judge/catalogue.js';
import type { QuestionKind } from '../judge/kind.js';
import { playerNameSchema } from '../judge/param-types.js';
import type { AnswerShape } from '../core/answer.js';

const playerName = playerNameSchema;
const count = z.number({ error: 'a whole number ≥ 0' }).int().min(0);

/** What an `expect` of each answer shape is, completing "… must be ___". */
const EXPECT_PHRASES: Record<AnswerShape, string> = {
  players: 'a list of player names',
  objects: "a list of objects' names",
  names: "a list of players' and objects' names",
  seating: 'a list of player names in seating order',
  numbers: 'a list of whole numbers',
  number: 'a number',
  boolean: 'true or false',
  name: "a player's name",
  'player-or-team': "a player's or team's name",
  mapping: 'a mapping',
  holder: "a player's name, none, or a list of player names",
};

/** The `expect` a question kind's answer shape allows. */
const EXPECT: Record<AnswerShape, z.ZodType> = {
  players: z.array(playerName, { error: EXPECT_PHRASES.players }),
  objects: z.array(z.string().min(1), { error: EXPECT_PHRASES.objects }),
  names: z.array(z.string().min(1), { error: EXPECT_PHRASES.names }),
  seating: z.array(playerName, { error: EXPECT_PHRASES.seating }),
  numbers: z.array(count, { error: EXPECT_PHRASES.numbers }),
  number: z.number({ error: EXPECT_PHRASES.number }),
  boolean: z.boolean({ error: EXPECT_PHRASES.boolean }),
  name: playerName,
  'player-or-team': z.string({ error: EXPECT_PHRASES['player-or-team'] }).min(1),
  mapping: z.record(z.string(), z.unknown(), { error: EXPECT_PHRASES.mapping }),
  holder: z.union([playerName, z.array(playerName)], { error: EXPECT_PHRASES.holder }),
};

/** `expect: {error: CODE}`: the question must be refused with that code (scenario-format.md). */
export const expectedRefusalSchema = z
  .strictObject({
    error: z
      .string({ error: 'an error code' })
      .regex(/^[a-z]+\/[a-z-]+$/, { error: 'an error code such as table/game-over' })
      .meta({ description: 'the code the question must be refused with' }),
  })
  .meta({ title: 'Expected refusal' });

function questionKindSchema(kind: QuestionKind) {
  const params = Object.fromEntries(Object.entries(kind.params).map(([name, param]) => [name, param.schema]));
  return z
    .strictObject({
      ask: z.literal(kind.ask),
      id: z
        .union([z.string(), z.number()], { error: 'text' })
        .optional()
        .meta({ description: 'a name used in reports' }),
      ...params,
      expect: z
        .union([expectedRefusalSchema, EXPECT[kind.shape]], {
          error: `${EXPECT_PHRASES[kind.shape]}, or {error: CODE}`,
        })
        .optional()
        .meta({ description: 'the answer the author holds to be right, or {error: CODE}' }),
    })
    .meta({ title: kind.ask, description: kind.summary });
}

type QuestionOption = ReturnType<typeof questionKindSchema>;
export const questionSchema = z.discriminatedUnion(
  'ask',
  QUESTION_KINDS.map(questionKindSchema) as [QuestionOption, ...QuestionOption[]],
  { error: 'a mapping with "ask" and the parameters of that question' },
);
