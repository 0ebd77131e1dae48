// What an object is, read from its `types` and `subtypes` (scenario-format.md): an Aura,
// an Equipment or a Fortification, a legendary, world or planeswalker permanent, a creature.
// Case does not matter: `[Enchantment, Aura]` and `[enchantment, aura]` are alike.
import type { GameObject } from '../../core/scenario.js';

const words = (object: GameObject): string[] =>
  [...(object.types ?? []), ...(object.subtypes ?? [])].map((word) => word.toLowerCase());

const is = (object: GameObject, word: string): boolean => words(object).includes(word);

export type AttachmentKind = 'aura' | 'equipment' | 'fortification';

/** An Aura, Equipment or Fortification: the objects 801.8 and 801.9 are about. */
export function attachmentKind(object: GameObject): AttachmentKind | undefined {
  if (is(object, 'aura')) return 'aura';
  if (is(object, 'equipment')) return 'equipment';
  if (is(object, 'fortification')) return 'fortification';
  return undefined;
}

export const isLegendary = (object: GameObject): boolean => is(object, 'legendary');
export const isWorld = (object: GameObject): boolean => is(object, 'world');
export const isPlaneswalker = (object: GameObject): boolean => is(object, 'planeswalker');
export const isCreature = (object: GameObject): boolean => is(object, 'creature');

/** The name printed on the card, which the legend rule compares (`card`, else `name`). */
export const cardName = (object: GameObject): string => object.card ?? object.name;

/** A planeswalker's planeswalker types: its subtypes. */
export const planeswalkerTypes = (object: GameObject): string[] => object.subtypes ?? [];
