// `mtg-judge table`: the skips still waiting (614.10) and the control of players' next turns
// (720.1; 711.1 in 2011), each with whom it reaches under shared team turns (805.8) or a
// house rule; as lines for the terminal and as data for --json.
import { houseRuleName } from '../table/house-rules.js';
import type { Table } from '../table/table-model.js';
import {
  controlledPlayers,
  controllerOf,
  isPending,
  turnEffectsOf,
  unitName,
  workingControls,
  type Unit,
} from '../table/turns/turn-effects.js';
import type { Style } from './style.js';
import { HANG } from './layout-marks.js';
import { escapeControls as safe } from './terminal-text.js';

const WHAT: Record<string, string> = {
  turn: 'turn',
  untap: 'untap step',
  upkeep: 'upkeep step',
  draw: 'draw step',
  combat: 'combat phase',
  end: 'end step',
};

export interface TurnEffectsJson {
  skips: { by: string; what: string; team?: string; player?: string; named: string[] }[];
  control: { by: string; controller: string; players: string[]; turn: 'next' | 'in-progress' }[];
}

/** The pending skips and the control effects that work, as data. */
export function turnEffectsJson(table: Table): TurnEffectsJson {
  const slice = turnEffectsOf(table);
  if (!slice) return { skips: [], control: [] };
  return {
    skips: slice.skips.filter(isPending).map((skip) => ({
      by: skip.by,
      what: skip.what,
      ...unitJson(skip.unit),
      named: [...skip.named],
    })),
    control: workingControls(slice).map((effect) => ({
      by: effect.by,
      controller: controllerOf(table, effect).player,
      players: controlledPlayers(table, effect),
      turn: effect.beganAt === undefined ? 'next' : 'in-progress',
    })),
  };
}

const unitJson = (unit: Unit): { team: string } | { player: string } =>
  unit.kind === 'team' ? { team: unit.team } : { player: unit.player };

/** The heading and a line per effect; nothing for a table without any. */
export function renderTurnEffects(table: Table, style: Style): string[] {
  const slice = turnEffectsOf(table);
  if (!slice) return [];
  const lines: string[] = [];
  const skips = slice.skips.filter(isPending);
  const controls = workingControls(slice);
  const width = Math.max(0, ...[...skips, ...controls].map((effect) => safe(effect.by).length));
  for (const skip of skips) {
    const house = skip.house ? style.dim(` · alone: ${houseRuleName(skip.house)}`) : '';
    const team = skip.unit.kind === 'team' ? style.dim(` (805.8; named: ${skip.named.map(safe).join(', ')})`) : '';
    lines.push(
      `  ${safe(skip.by).padEnd(width)}  ${HANG}${safe(unitName(skip.unit))} skips the next ${WHAT[skip.what]}${team}${house}`,
    );
  }
  for (const effect of controls) {
    const players = controlledPlayers(table, effect).map(safe).join(', ');
    const when = effect.beganAt === undefined ? 'during their next turn' : 'during their turn in progress';
    const whom = effect.unit.kind === 'team' ? `team ${safe(effect.unit.team)} (${players})` : players;
    lines.push(
      `  ${safe(effect.by).padEnd(width)}  ${HANG}${safe(controllerOf(table, effect).player)} controls ${whom} ${when}`,
    );
  }
  if (lines.length === 0) return [];
  const control = table.edition === '2011' ? '711.1' : '720.1';
  return ['', style.bold('Skips and control of turns') + style.dim(` (614.10, 805.8, ${control})`), ...lines];
}
