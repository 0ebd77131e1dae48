// The layers of `table --svg` (table-picture.ts): more things at the table, each read from the
// table as arrows from seat to seat and badges beside a seat, which the renderer draws.
// - The monarch and the initiative: a badge beside whoever has it, or "monarch?" beside each
//   player who may have it where the file leaves the choice open.
// - The attacks of the turn's combat: an arrow from the attacking player to the defending
//   player for each creature still attacking (506–509).
import { combatView } from '../table/combat/combat-state.js';
import type { Table } from '../table/table-model.js';
import { designationsInPlay } from './render-designations.js';

/** A short mark beside a seat, e.g. the monarch's; `title` says it in words. */
export interface PictureBadge {
  text: string;
  title: string;
}

/** An arrow from one seat to another, e.g. an attack; `title` says it in words. */
export interface PictureArrow {
  from: string;
  to: string;
  title: string;
}

/** One more thing to draw, read from the table: arrows between seats and badges beside them. */
export type PictureLayer = (table: Table) => {
  arrows?: PictureArrow[];
  badges?: { player: string; badge: PictureBadge }[];
  /** Lines for the legend: what the arrows and badges mean, with their rules. */
  legend?: string[];
};

const DESIGNATION_WORDS = { monarch: 'the monarch', initiative: 'the initiative' } as const;

/** The monarch and the initiative after the events. */
export const designationsLayer: PictureLayer = (table) => {
  const badges = designationsInPlay(table).flatMap(([designation, state]) => {
    if (state.unknown) return [];
    const maybe = state.holders.length > 1;
    return state.holders.map((player) => ({
      player,
      badge: {
        text: maybe ? `${designation}?` : designation,
        title: maybe
          ? `may have ${DESIGNATION_WORDS[designation]}: one of ${state.holders.join(', ')} takes it`
          : designation === 'monarch'
            ? 'the monarch'
            : 'has the initiative',
      },
    }));
  });
  const legend = badges.some((b) => b.badge.text.endsWith('?'))
    ? ['"monarch?", "initiative?": one of these players takes it; the file does not say which']
    : [];
  return { badges, legend };
};

/** The attacks still in combat: from the attacking player to the defending player. */
export const attacksLayer: PictureLayer = (table) => {
  const attacks = combatView(table).attacks.filter((attack) => !attack.out && !attack.targetOut);
  const arrows = attacks.map((attack) => ({
    from: attack.attacker,
    to: attack.defending,
    title:
      'planeswalker' in attack.target
        ? `${attack.creature} attacks ${attack.target.planeswalker}, ${attack.defending}'s planeswalker`
        : `${attack.creature} attacks ${attack.defending}`,
  }));
  return {
    arrows,
    legend:
      arrows.length > 0 ? ['arrow: a creature attacking, from its controller to the defending player (506–509)'] : [],
  };
};

/** The layers every picture draws. Each new layer is one entry here. */
export const PICTURE_LAYERS: readonly PictureLayer[] = [designationsLayer, attacksLayer];
