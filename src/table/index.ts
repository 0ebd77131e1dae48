// The table: plain data built from a Scenario, changed by events. See table-model.ts.
export type * from './table-model.js';
export { buildTable, type BuiltTable } from './build-table.js';
export { applyEvent, applyEvents } from './events/apply-events.js';
export { beginTurn, coreModule } from './events/core-events.js';
export { TABLE_MODULES } from './events/modules.js';
export * from './events/table-module.js';
export * from './queries.js';
export * from './seats.js';
export { rangeOfInfluence, isInRange, type RangeView, type SeatRow } from './range-of-influence.js';
export { findObject, objectState, type ObjectState } from './objects.js';
