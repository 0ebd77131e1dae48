// Explanation steps for commander damage (903.10a in the 2026 rules): what each commander
// dealt a player before the events and in each combatDamage event, whoever controlled it
// then (903.3: the designation belongs to the card), and the total over the game.
import type { CommanderDamage } from '../table/commander/commander-damage.js';
import type { Explainer } from './explainer.js';
import { COMMANDER_RULES } from './rules-2026.js';

/** A commander dealt combat damage while another player controlled it (commander-damage-whoever-controls). */
export const WHOEVER_CONTROLS_READING = 'commander-damage-whoever-controls';

/** The steps for one commander's damage to `player`, ending with its total. */
export function explainCommanderDamage(ex: Explainer, player: string, damage: CommanderDamage): void {
  const { commander, earlier, events, total } = damage;
  const owner = commander.owner;
  if (earlier > 0)
    ex.step(
      `The file gives ${commander.name}, ${owner}'s commander, ${earlier} combat damage dealt to ${player} earlier in the game`,
      [COMMANDER_RULES.damage],
    );
  for (const dealt of events) {
    const event = `Event ${dealt.event + 1}: ${commander.name} deals ${player} ${dealt.amount} combat damage`;
    if (dealt.controller === owner) {
      ex.step(event, [COMMANDER_RULES.damage]);
      continue;
    }
    ex.step(
      `${event} while ${dealt.controller} controls it: it is still ${owner}'s commander, a designation of the card whoever controls it, so the damage counts`,
      [COMMANDER_RULES.designation, COMMANDER_RULES.damage],
      WHOEVER_CONTROLS_READING,
    );
  }
  ex.step(`${commander.name} has dealt ${player} ${total} combat damage over the game`, [COMMANDER_RULES.damage]);
}
