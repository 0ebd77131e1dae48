// Which official rule each starred Magic Mittwoch house rule departs from, per edition year.
// Curated by reading the rules: the English 2011-02-04 chapter 8 and the German 2024-03-08
// chapter 8 (same numbers as the English 2024-03-08 text). The numbers moved between these
// editions: two-headed giant combat is 810.7a–f in 2011 but 805.10a–g in 2024, and the
// mulligan rule is 800.5 in 2011 and 800.6 in 2024.
//
// A note says where an edition already agrees with the house rule; the link to the rule it
// concerns is kept, so a judge sees which rule to compare.

export interface HouseRuleLink {
  /** Edition year → rule numbers in that edition. */
  departsFrom: Record<string, string[]>;
  note?: string;
}

/** House-rule number (as readers use it, see parse-house-rules.ts) → its link. */
export const MAGIC_MITTWOCH_LINKS: Record<string, HouseRuleLink> = {
  // Two mulligans to seven cards; officially only the first one is free.
  '4': { departsFrom: { '2011': ['800.5'], '2024': ['800.6'] } },
  // Extra turn or phase for one player only; officially the player's team takes it.
  '21': { departsFrom: { '2011': ['805.8'], '2024': ['805.8'] } },
  // Skipped turn or phase for one player only; officially the team skips it.
  '22': { departsFrom: { '2011': ['805.8'], '2024': ['805.8'] } },
  // Controlling another player's turn takes over only that player; officially the whole
  // team (as the author answers in the comments).
  '23': { departsFrom: { '2011': ['805.8'], '2024': ['805.8'] } },
  // Changes to life or poison affecting both teammates alike count once; officially each
  // player is dealt damage, loses and gains life (and gets poison) individually.
  '33': {
    departsFrom: { '2011': ['810.9'], '2024': ['810.9', '810.10'] },
    note: 'The 2011 rules share no poison counters in Two-Headed Giant: each player has their own.',
  },
  // Either teammate may prevent damage "to the team"; officially damage is dealt to one player.
  '34': { departsFrom: { '2011': ['810.9'], '2024': ['810.9'] } },
  // Setting life totals: counting both teammates' resources together.
  '36': {
    departsFrom: { '2011': ['810.9d', '810.5'], '2024': ['810.9d', '810.5'] },
    note:
      'Setting the team total itself agrees with 810.9c; the difference is an effect that sets each ' +
      "player's life total: officially the team picks one member (810.9d), whose own resources count (810.5).",
  },
  // An effect that keeps creatures from attacking one player does not protect the teammate.
  '51': {
    departsFrom: { '2011': ['810.7c'], '2024': ['805.10b'] },
    note:
      'The 2024 rules agree: each attacking creature attacks one chosen defending player (805.10b), so ' +
      '"can\'t attack you" protects only that player. In 2011 it protected the whole team (810.7c).',
  },
  // The attacked player is chosen when attackers are declared.
  '52': {
    departsFrom: { '2011': ['810.7f'], '2024': ['805.10b'] },
    note:
      'The 2024 rules agree: 805.10b has the attacking team announce which defending player each ' +
      'creature attacks. In 2011 the player was chosen only as combat damage was assigned (810.7f).',
  },
};
