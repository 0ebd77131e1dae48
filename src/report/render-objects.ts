// `mtg-judge table`, the objects: who controls each one and where that player sits (an
// object is where its controller sits, 801.2d), and for an Aura, Equipment or Fortification
// what it is attached to, across how many seats, and whether a state-based action has put
// it into a graveyard or unattached it (801.8, 801.9); an object in another zone says where,
// and a card in exile what exiled it and how it comes back (610.3).
import type { GameObject } from '../core/scenario.js';
import { findObject, zoneText } from '../table/objects.js';
import { permanentState, stateBasedOf, withinRange } from '../table/permanents/permanent-state.js';
import { findPlayer, turnSeats } from '../table/queries.js';
import { seatDistance } from '../table/seats.js';
import type { Table } from '../table/table-model.js';
import type { Style } from './style.js';
import { HANG } from './layout-marks.js';
import { escapeControls as safe } from './terminal-text.js';

export function renderObjects(table: Table, style: Style): string[] {
  if (table.objects.length === 0) return [];
  const width = Math.max(...table.objects.map((o) => safe(o.name).length));
  return [
    '',
    style.bold('Objects') + style.dim(' (801.2d: an object is within range where its controller is)'),
    ...table.objects.map((object) => `  ${safe(object.name).padEnd(width)}  ${HANG}${describe(table, object, style)}`),
  ];
}

function describe(table: Table, object: GameObject, style: Style): string {
  const state = permanentState(table, object);
  if (!state.present && state.gone === 'elsewhere') return offTheBattlefield(object, style);
  if (!state.present && state.gone === 'graveyard') {
    const when = state.entry.event < 0 ? 'as the file describes it' : `after event ${state.entry.event + 1}`;
    const to = object.attachedTo === undefined ? '' : `, was attached to ${safe(object.attachedTo)}`;
    return style.yellow(`in ${safe(object.owner)}'s graveyard ${when} (${state.entry.rules.join(', ')})${to}`);
  }
  if (!state.present) return style.dim(safe(state.why));
  const seat = seatText(table, state.controller);
  const parts = [`${safe(state.controller)}'s${seat}`];
  if (object.attachedTo !== undefined) parts.push(attachment(table, object, state.controller, style));
  return parts.join(' · ');
}

/** "in exile, exiled by Banisher Priest until it leaves the battlefield (610.3)", "in Eve's graveyard". */
function offTheBattlefield(object: GameObject, style: Style): string {
  const where = safe(zoneText(object));
  const by = object.exiledBy;
  if (!by) return style.dim(where);
  const how =
    by.returns === 'until'
      ? `until it leaves the battlefield (610.3)`
      : `; its leaves-the-battlefield ability returns it`;
  return `${where}, exiled by ${safe(by.object)}${by.returns === 'until' ? ' ' : ''}${how}`;
}

function attachment(table: Table, object: GameObject, controller: string, style: Style): string {
  const entry = stateBasedOf(table)?.byObject.get(object.name);
  const target = object.attachedTo!;
  const attached = findObject(table, target);
  const holder = attached ? permanentState(table, attached) : undefined;
  const whose = findPlayer(table, target) ? target : holder?.present ? holder.controller : undefined;
  const across = whose === undefined ? '' : `, ${seatsBetween(table, controller, whose)}`;
  const text = `attached to ${safe(target)}${whose !== undefined && whose !== target ? ` (${safe(whose)}'s)` : ''}${across}`;
  if (entry) {
    const when = entry.event < 0 ? 'as the file describes it' : `after event ${entry.event + 1}`;
    const what = entry.action === 'graveyard' ? "put into its owner's graveyard" : 'unattached';
    return style.yellow(`${text}: ${what} ${when} (${entry.rules.join(', ')})`);
  }
  const legal = whose !== undefined && withinRange(table, controller, whose);
  return legal ? text : style.yellow(text);
}

function seatText(table: Table, player: string): string {
  const seat = table.players.findIndex((p) => p.name === player);
  return seat < 0 ? '' : `, seat ${seat + 1}`;
}

/** "2 seats away" over the seats as this turn began (801.2c), or "the same player". */
function seatsBetween(table: Table, a: string, b: string): string {
  if (a === b) return `${safe(a)}'s own`;
  const ring = turnSeats(table);
  if (!ring.includes(a) || !ring.includes(b)) return 'no seat between them this turn';
  const d = seatDistance(ring, a, b);
  return `${d} ${d === 1 ? 'seat' : 'seats'} from ${safe(a)}`;
}
