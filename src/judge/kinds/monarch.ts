// monarch: who is the monarch after the events (724 in the 2026 rules), in every variant: the
// file's `monarch`, becomeMonarch (724.3), combat damage to the monarch (724.2), and a monarch
// who leaves (724.4). Where "the active player" of 724.4 is one of several, the players who
// may become the monarch. Only an imported edition has these rules.
import { answerDesignation, DESIGNATION_CITES } from '../explain-designation.js';
import { bothEditions, defineKind } from '../kind.js';
import { DESIGNATION_RULES } from '../rules-2026.js';

export const monarchKind = defineKind({
  ask: 'monarch',
  summary: 'the monarch after the events: a name, none, or the players who may be (724)',
  shape: 'holder',
  params: {},
  cites: bothEditions([...Object.values(DESIGNATION_RULES.monarch), ...DESIGNATION_CITES]),
  usesTable: true,
  answer: (context) => answerDesignation(context, 'monarch'),
});
