// `mtg-judge table`, the designations a player has and the damage that counts against them:
// the monarch and the initiative after the events (the players who may have one, where the
// rules leave it to a choice the file does not make), and in a Commander game the combat
// damage each commander has dealt each player (903.10a). Text for the terminal and data
// for `table --json`; the picture's layers (picture-layers.ts) read the same.
import { COMMANDER_DAMAGE_TO_LOSE, commanderDamageTo } from '../table/commander/commander-damage.js';
import { DESIGNATIONS, type Designation, type DesignationState } from '../table/designations/designation-state.js';
import { designationState } from '../table/designations/designations-module.js';
import { inGame } from '../table/queries.js';
import type { Table } from '../table/table-model.js';
import { HANG } from './layout-marks.js';
import type { Style } from './style.js';
import { escapeControls as safe } from './terminal-text.js';

/** Who has the designation, in words: "Bianca", "one of Alex and Carol", "nobody", "unknown". */
export function holderText(state: DesignationState): string {
  if (state.unknown)
    return `unknown: a holder left at event ${state.unknown.event + 1}, and the file does not say whose turn it is`;
  if (state.holders.length === 0) return 'nobody';
  if (state.holders.length === 1) return safe(state.holders[0]!);
  const names = state.holders.map(safe);
  const list = `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]!}`;
  return `one of ${list} (several active players: a choice the file does not make)`;
}

/** A designation the file speaks of: it names a holder, or an event gave or passed it. */
export const inPlay = (state: DesignationState): boolean => state.notes.length > 0;

export function renderDesignations(table: Table, style: Style): string[] {
  const shown = designationsInPlay(table);
  const lines: string[] = [];
  if (shown.length > 0) {
    const width = Math.max(...shown.map(([designation]) => designation.length));
    const heading = shown.map(([designation]) => `the ${designation}`).join(' and ');
    lines.push('', style.bold(heading[0]!.toUpperCase() + heading.slice(1)) + style.dim(' (after the events)'));
    for (const [designation, state] of shown) lines.push(`  ${designation.padEnd(width)}  ${HANG}${holderText(state)}`);
  }
  return [...lines, ...renderCommanderDamage(table, style)];
}

function renderCommanderDamage(table: Table, style: Style): string[] {
  if (table.variant !== 'commander') return [];
  const rows = inGame(table).flatMap((player) => {
    const damages = commanderDamageTo(table, player);
    if (damages.length === 0) return [];
    const cells = damages.map((d) => {
      const text = `${safe(d.commander.owner)}'s ${safe(d.commander.name)} ${d.total}`;
      return d.total >= COMMANDER_DAMAGE_TO_LOSE ? style.red(`${text} (loses, 704.6c)`) : text;
    });
    return [[safe(player), cells.join(' · ')] as const];
  });
  if (rows.length === 0) return [];
  const width = Math.max(...rows.map(([player]) => player.length));
  return [
    '',
    style.bold('Commander damage') +
      style.dim(` (903.10a: ${COMMANDER_DAMAGE_TO_LOSE} from one commander loses the game)`),
    ...rows.map(([player, text]) => `  ${player.padEnd(width)}  ${HANG}${text}`),
  ];
}

/** For `table --json`: each designation in play with who may have it, and commander damage by player. */
export function designationsJson(table: Table): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const designation of DESIGNATIONS) {
    const state = designationState(table, designation);
    if (inPlay(state)) json[designation] = designationJson(state);
  }
  if (table.variant === 'commander')
    json.commanderDamage = Object.fromEntries(
      inGame(table).map((player) => [
        player,
        Object.fromEntries(commanderDamageTo(table, player).map((d) => [d.commander.name, d.total])),
      ]),
    );
  return json;
}

function designationJson(state: DesignationState): { holders: string[]; unknown?: true } {
  return { holders: state.unknown ? [] : [...state.holders], ...(state.unknown && { unknown: true as const }) };
}

/** The designations in play, for a layer of the picture. */
export const designationsInPlay = (table: Table): [Designation, DesignationState][] =>
  DESIGNATIONS.map((d): [Designation, DesignationState] => [d, designationState(table, d)]).filter(([, s]) =>
    inPlay(s),
  );
