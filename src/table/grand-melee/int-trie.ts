// A persistent array of 32-bit integers: a 32-way trie. Reading walks at most four
// levels for a million entries; writing copies one path (a few arrays of 32) and shares
// the rest. Grand Melee state is changed by every event at 10,000 seats, and the table
// is plain immutable data, so copying whole arrays per event is not an option.

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

// Plain arrays of small integers: V8 copies them far faster than typed arrays.
type Leaf = readonly number[];
type Branch = readonly Node[];
type Node = Leaf | Branch;

export interface IntTrie {
  readonly length: number;
  /** BITS times the number of branch levels above the leaves. */
  readonly shift: number;
  readonly root: Node;
}

/** A trie of `length` entries, all `fill`. Equal subtrees are shared: nothing is ever written in place. */
export function intTrie(length: number, fill = 0): IntTrie {
  let shift = 0;
  while (WIDTH << shift < length) shift += BITS;
  const leaf: Leaf = Array.from({ length: WIDTH }, () => fill);
  let node: Node = leaf;
  for (let s = BITS; s <= shift; s += BITS) node = Array.from({ length: WIDTH }, () => node);
  return { length, shift, root: node };
}

/** A trie holding `values`, in order. */
export function intTrieFrom(values: ArrayLike<number>): IntTrie {
  let trie = intTrie(values.length);
  for (let i = 0; i < values.length; i++) if (values[i] !== 0) trie = setInt(trie, i, values[i]!);
  return trie;
}

export function getInt(trie: IntTrie, index: number): number {
  if (index < 0 || index >= trie.length) throw new Error(`index ${index} outside 0..${trie.length - 1}`);
  let node = trie.root;
  for (let shift = trie.shift; shift > 0; shift -= BITS) node = (node as Branch)[(index >>> shift) & MASK]!;
  return (node as Leaf)[index & MASK]!;
}

/** The trie with `index` set to `value`; the same trie when nothing changes. */
export function setInt(trie: IntTrie, index: number, value: number): IntTrie {
  if (index < 0 || index >= trie.length) throw new Error(`index ${index} outside 0..${trie.length - 1}`);
  const root = setIn(trie.root, trie.shift, index, value);
  return root === trie.root ? trie : { length: trie.length, shift: trie.shift, root };
}

function setIn(node: Node, shift: number, index: number, value: number): Node {
  if (shift === 0) {
    if ((node as Leaf)[index & MASK] === value) return node;
    const leaf = (node as Leaf).slice();
    leaf[index & MASK] = value;
    return leaf;
  }
  const slot = (index >>> shift) & MASK;
  const child = (node as Branch)[slot]!;
  const changed = setIn(child, shift - BITS, index, value);
  if (changed === child) return node;
  const branch = (node as Branch).slice();
  branch[slot] = changed;
  return branch;
}
