// Builds Scenario objects for tests, as the loader would hand them to the judge.
import type { GameEvent, Question, Scenario, Seat } from '../../src/core/scenario.js';

export type SeatInput = string | Seat;

export interface ScenarioInput extends Partial<Omit<Scenario, 'seats' | 'questions' | 'turn'>> {
  seats: SeatInput[];
  active?: string[];
  questions?: QuestionInput[];
}

export type QuestionInput = { ask: string; expect?: unknown; id?: string } & Record<string, unknown>;

export function buildScenario(input: ScenarioInput): Scenario {
  const { seats, active, questions, ...rest } = input;
  return {
    format: 1,
    edition: '2024',
    options: {},
    left: [],
    objects: [],
    events: [],
    ...rest,
    seats: seats.map((seat) => (typeof seat === 'string' ? { name: seat } : seat)),
    turn: { active: active ?? [] },
    questions: (questions ?? []).map(toQuestion),
  };
}

function toQuestion(input: QuestionInput, index: number): Question {
  const { ask, expect, id, ...params } = input;
  const question: Question = { index, ask, params, hasExpect: expect !== undefined };
  if (expect !== undefined) question.expect = expect;
  if (id !== undefined) question.id = id;
  return question;
}

/** Seats of one team, e.g. team('A', 'A1', 'A2'). */
export function team(name: string, ...players: (string | Omit<Seat, 'team'>)[]): Seat[] {
  return players.map((p) => (typeof p === 'string' ? { name: p, team: name } : { ...p, team: name }));
}

export const leave = (...players: string[]): GameEvent => ({ kind: 'leave', players });
export const newTurn = (player: string): GameEvent => ({ kind: 'newTurn', player });
export const endTurn = (player: string): GameEvent => ({ kind: 'endTurn', player });

export const TWELVE = ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];
