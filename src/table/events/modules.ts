// The table modules, in the order their event handlers run. To add state and events
// (Grand Melee turn markers 807.4, shared life 810.9, poison 810.10, turn order 500.7), write
// a TableModule in its own file and append it here; see table-module.ts.
import { coreModule } from './core-events.js';
import { houseRulesModule } from '../house-rules.js';
import { lifeModule } from '../life/life-module.js';
import { grandMeleeModule } from '../grand-melee/module.js';
import { turnOrderModule } from '../turns/turn-order.js';
import { turnEffectsModule } from '../turns/turn-effects-module.js';
import { stateBasedModule } from '../permanents/state-based-module.js';
import { combatModule } from '../combat/combat-module.js';
import { combatDamageModule } from '../combat/combat-damage.js';
import { commanderModule } from '../commander/commander-module.js';
import { designationsModule } from '../designations/designations-module.js';
import type { TableModule } from './table-module.js';

export const TABLE_MODULES: readonly TableModule[] = [
  coreModule,
  houseRulesModule,
  lifeModule,
  grandMeleeModule,
  turnOrderModule,
  // Attacks and blocks (506–509), refused where the rules do not allow them.
  combatModule,
  // After the turn order and the markers: it reads which turns they skipped, ended and began.
  turnEffectsModule,
  // Combat damage (life, through the life module's changeEach), then what it counts for:
  // commander damage and casts (903), the monarch and the initiative (724, 725).
  combatDamageModule,
  commanderModule,
  designationsModule,
  // Last: state-based actions look at the table every other module has left.
  stateBasedModule,
];
