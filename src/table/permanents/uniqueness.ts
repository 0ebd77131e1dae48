// The uniqueness rules under limited range, as state-based actions. The world rule in both
// editions (801.12 with 704.5k in 2024; 801.13 with 704.5m in 2011); in 2011 also the
// legend rule (801.12, 704.5k) and the planeswalker uniqueness rule (801.14, 704.5j). Each
// applies to a permanent only if the others are within its controller's range; without
// limited range the whole table counts (801.1). The 2024 legend rule (704.5j) compares one
// player's permanents and lets that player choose, so it has nothing to do with range and
// is not applied here.
import type { EditionYear, GameObject } from '../../core/scenario.js';
import type { Table } from '../table-model.js';
import { limitedRangeInUse } from '../queries.js';
import { cardName, isLegendary, isPlaneswalker, isWorld, planeswalkerTypes } from './object-kinds.js';
import { permanentState, withinRange, type StateBasedEntry, type StateBasedSlice } from './permanent-state.js';

interface Permanent {
  object: GameObject;
  controller: string;
}

export interface UniquenessRule {
  name: string;
  /** The 801 rule that limits it by range, and the state-based action, per edition. */
  rules: string[];
  applies: (permanent: GameObject) => boolean;
  /** Whether `other` counts against `permanent` under this rule. */
  clashes: (permanent: GameObject, other: GameObject) => boolean;
}

const sharesType = (a: GameObject, b: GameObject) => planeswalkerTypes(a).some((t) => planeswalkerTypes(b).includes(t));

/** The uniqueness rules of an edition that range limits (801.12–801.14 in 2011, 801.12 in 2024). */
export function uniquenessRules(edition: EditionYear): UniquenessRule[] {
  const world: UniquenessRule = {
    name: 'world rule',
    rules: edition === '2024' ? ['801.12', '704.5k'] : ['801.13', '704.5m'],
    applies: isWorld,
    clashes: (_, other) => isWorld(other),
  };
  if (edition === '2024') return [world];
  return [
    {
      name: 'legend rule',
      rules: ['801.12', '704.5k'],
      applies: isLegendary,
      clashes: (p, other) => isLegendary(other) && cardName(other) === cardName(p),
    },
    world,
    {
      name: 'planeswalker uniqueness rule',
      rules: ['801.14', '704.5j'],
      applies: isPlaneswalker,
      clashes: (p, other) => isPlaneswalker(other) && sharesType(p, other),
    },
  ];
}

export interface UniquenessResult {
  entries: StateBasedEntry[];
  /** World permanents the world rule can't order: a timestamp is missing. */
  undecided: string[];
}

/** Every permanent the uniqueness rules put into a graveyard now, all at once (704.3). */
export function uniquenessVictims(table: Table, slice: StateBasedSlice, event: number): UniquenessResult {
  const permanents = table.objects.flatMap((object): Permanent[] => {
    const state = permanentState(table, object, slice);
    return state.present ? [{ object, controller: state.controller }] : [];
  });
  const entries: StateBasedEntry[] = [];
  const undecided: string[] = [];
  for (const rule of uniquenessRules(table.edition)) {
    for (const p of permanents.filter((candidate) => rule.applies(candidate.object))) {
      if (entries.some((e) => e.object === p.object.name)) continue;
      const others = permanents.filter(
        (o) => o !== p && rule.clashes(p.object, o.object) && withinRange(table, p.controller, o.controller),
      );
      if (others.length === 0) continue;
      const found =
        rule.name === 'world rule' ? worldRule(table, p, others, rule, event) : sameRule(p, others, rule, event);
      if (found === 'undecided') undecided.push(p.object.name);
      else if (found) entries.push(found);
    }
  }
  return { entries, undecided };
}

/** "Storm World (Alex's) and Nether Void (Cid's)". */
function names(others: Permanent[]): string {
  const each = others.map((o) => `${o.object.name} (${o.controller}'s)`);
  return each.length <= 1 ? each.join('') : `${each.slice(0, -1).join(', ')} and ${each[each.length - 1]}`;
}

/** The legend and planeswalker uniqueness rules of 2011: all of them go. */
function sameRule(p: Permanent, others: Permanent[], rule: UniquenessRule, event: number): StateBasedEntry {
  const within = `${names(others)} ${others.length === 1 ? 'is' : 'are'} within ${p.controller}'s range`;
  return {
    object: p.object.name,
    event,
    action: 'graveyard',
    cause: 'uniqueness',
    rules: [...rule.rules],
    why: `${rule.name}: ${p.object.name} (${p.controller}'s) has ${within}, so it is put into its owner's graveyard (${rule.rules.join(', ')})`,
  };
}

/**
 * The world rule: the permanent stays only if it is newer than every other world permanent
 * within its controller's range (world-rule-newest-within-range); a tie puts all of them into
 * the graveyard.
 */
function worldRule(
  table: Table,
  p: Permanent,
  others: Permanent[],
  rule: UniquenessRule,
  event: number,
): StateBasedEntry | 'undecided' | undefined {
  const own = p.object.timestamp;
  if (own === undefined || others.some((o) => o.object.timestamp === undefined)) return 'undecided';
  const newer = others.filter((o) => o.object.timestamp! >= own);
  if (newer.length === 0) return undefined;
  const tie = newer.some((o) => o.object.timestamp === own);
  const because = tie
    ? `${newer.length === 1 ? 'ties' : 'tie'} with it for the shortest time as a world permanent`
    : newer.length === 1
      ? 'is newer'
      : 'are newer';
  return {
    object: p.object.name,
    event,
    action: 'graveyard',
    cause: 'uniqueness',
    rules: [...rule.rules],
    why: `world rule: ${p.object.name} (${p.controller}'s, timestamp ${own}) has ${names(others)} within ${p.controller}'s range, and ${names(newer)} ${because}, so it is put into its owner's graveyard (${rule.rules.join(', ')})`,
    ...(limitedRangeInUse(table) && { reading: 'world-rule-newest-within-range' }),
  };
}
