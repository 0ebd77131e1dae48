// Words for messages: what a path is called ("question 3", "entry 2 of "active"") and how
// a value the user wrote is shown back to them.
import type { DocPath } from '../core/scenario.js';

const LIST_ITEMS: Record<string, string> = { seats: 'seat', questions: 'question', events: 'event', objects: 'object' };

/** "question 3", "seat 1", '"range"', 'entry 2 of "active"', "the scenario". */
export function describePath(path: DocPath): string {
  const last = path[path.length - 1];
  if (last === undefined) return 'the scenario';
  if (typeof last === 'string') return `"${last}"`;
  const parent = path[path.length - 2];
  if (path.length === 2 && typeof parent === 'string' && LIST_ITEMS[parent]) return `${LIST_ITEMS[parent]} ${last + 1}`;
  return typeof parent === 'string' ? `entry ${last + 1} of "${parent}"` : `entry ${last + 1}`;
}

/** The same, starting a sentence. */
export function describePathCapitalised(path: DocPath): string {
  const text = describePath(path);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as the user would recognise it from the file: "Bianka", 3, a list, a mapping, nothing. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}

export function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value found by following `path` through plain data, or undefined. */
export function valueAt(data: unknown, path: DocPath): unknown {
  let current = data;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isMapping(current)) current = current[String(segment)];
    else return undefined;
  }
  return current;
}

/** What sort of value this is, for "must be a mapping, not a list". */
export function kindOf(value: unknown): string {
  if (value === undefined || value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return `${value}`;
  return 'a mapping';
}
