// `mtg-judge table`, the combat of the turn in progress: each attacking creature with whom it
// attacks, each blocker with what it blocks, and what has left combat since (506.4, 506.4c).
// It reads the table's combat state (table/combat/combat-state.ts), as the JSON output does.
import { listNames } from '../core/list-names.js';
import { combatView, type AttackView, type BlockView } from '../table/combat/combat-state.js';
import type { Table } from '../table/table-model.js';
import type { Style } from './style.js';
import { HANG } from './layout-marks.js';
import { escapeControls as safe } from './terminal-text.js';

export function renderCombat(table: Table, style: Style): string[] {
  const { attacks, blocks } = combatView(table);
  if (attacks.length === 0 && blocks.length === 0) return [];
  const width = Math.max(...[...attacks, ...blocks].map((c) => safe(c.creature).length));
  const row = (name: string, text: string) => `  ${safe(name).padEnd(width)}  ${HANG}${text}`;
  return [
    '',
    style.bold('Combat') + style.dim(' (506–509; the defending player as each attack was declared)'),
    ...attacks.map((attack) => row(attack.creature, attackText(attack, style))),
    ...blocks.map((block) => row(block.creature, blockText(block, style))),
  ];
}

function attackText(attack: AttackView, style: Style): string {
  const target =
    'planeswalker' in attack.target
      ? `${safe(attack.target.planeswalker)} (${safe(attack.defending)}'s planeswalker)`
      : safe(attack.defending);
  const parts = [`${safe(attack.attacker)}'s, attacks ${target} (event ${attack.event + 1})`];
  if (attack.targetOut && 'planeswalker' in attack.target)
    parts.push(style.yellow(`${safe(attack.target.planeswalker)} is out of combat: attacks no one (506.4c)`));
  if (attack.out) parts.push(style.yellow(`out of combat: ${safe(attack.out.why)} (${attack.out.rules.join(', ')})`));
  return parts.join(' · ');
}

function blockText(block: BlockView, style: Style): string {
  const parts = [`${safe(block.controller)}'s, blocks ${listNames(block.blocks.map(safe))} (event ${block.event + 1})`];
  if (block.out) parts.push(style.yellow(`out of combat: ${safe(block.out.why)} (${block.out.rules.join(', ')})`));
  return parts.join(' · ');
}
