// A new scenario file for a table a judge described at the prompts. Questions are added to
// it, and to any file, by append-to-list.ts, which splices them into the file's bytes.
import { Document, isSeq } from 'yaml';

export interface NewTable {
  name: string;
  /** 2011, 2024, or an imported edition by its language and date (en-2026-01-16). */
  edition: string;
  variant?: string;
  options?: Record<string, unknown>;
  /** Bare names, or mappings with a team. */
  seats: (string | { name: string; team: string })[];
  active?: string[];
}

/** The text of a new scenario file for a table described interactively, without questions yet. */
export function newScenarioText(table: NewTable): string {
  const doc = new Document({
    format: 1,
    name: table.name,
    edition: /^\d{4}$/u.test(table.edition) ? Number(table.edition) : table.edition,
    ...(table.variant && { variant: table.variant }),
    ...(table.options && Object.keys(table.options).length > 0 && { options: table.options }),
    seats: table.seats,
    ...(table.active && table.active.length > 0 && { turn: { active: table.active } }),
    questions: [],
  });
  doc.commentBefore =
    ' Written by mtg-judge ask. Seats are in turn order: each player sits to the left of the one before.';
  const seats = doc.get('seats', true);
  if (isSeq(seats) && table.seats.every((seat) => typeof seat === 'string')) seats.flow = true;
  return doc.toString();
}
