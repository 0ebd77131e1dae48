// Which tables a question kind is about, for the kinds that declare it (kind.ts appliesTo).
import type { Table } from '../table/table-model.js';

/** 807.4: turn markers exist only in Grand Melee. */
export const isGrandMelee = (table: Table): boolean => table.variant === 'grand-melee';
