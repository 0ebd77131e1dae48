// Every loop over seats or markers has a bound: a walk round the table takes at most one
// step per seat. A walk that reaches its bound has met a table the engine does not
// expect, which is a bug; it stops with StepLimitReached rather than spin, and the event
// being applied is reported (table/step-limit) so that the file and the event are named.

export class StepLimitReached extends Error {
  constructor(
    readonly what: string,
    readonly limit: number,
  ) {
    super(`${what} took more than ${limit} steps`);
    this.name = 'StepLimitReached';
  }
}

/** Throws once `steps` passes `limit`. */
export function withinLimit(steps: number, limit: number, what: string): void {
  if (steps > limit) throw new StepLimitReached(what, limit);
}
