// initiative: who has the initiative after the events (725 in the 2026 rules), in every
// variant: the file's `initiative`, takeInitiative (725.3, 725.5), combat damage to the player
// who has it (725.2), and that player leaving (725.4). Where "the active player" of 725.4 is
// one of several, the players who may take it. Only an imported edition has these rules.
import { answerDesignation, DESIGNATION_CITES } from '../explain-designation.js';
import { bothEditions, defineKind } from '../kind.js';
import { DESIGNATION_RULES } from '../rules-2026.js';

export const initiativeKind = defineKind({
  ask: 'initiative',
  summary: 'who has the initiative after the events: a name, none, or the players who may (725)',
  shape: 'holder',
  params: {},
  cites: bothEditions([...Object.values(DESIGNATION_RULES.initiative), ...DESIGNATION_CITES]),
  usesTable: true,
  answer: (context) => answerDesignation(context, 'initiative'),
});
