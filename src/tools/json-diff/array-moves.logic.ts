/** Where one patch "move" takes an item: indices as they are at that point of the patch. */
export interface PlannedMove {
  pair: number;
  from: number;
  to: number;
}

/** Counts of present slots below an index (a Fenwick tree), so each move's indices cost log n, not a scan of the array. */
class PresenceCounter {
  private readonly tree: Int32Array;
  constructor(size: number) {
    this.tree = new Int32Array(size + 1);
  }
  add(slot: number, delta: number): void {
    for (let at = slot + 1; at < this.tree.length; at += at & -at) this.tree[at] = (this.tree[at] as number) + delta;
  }
  /** Present slots before `slot`. */
  before(slot: number): number {
    let count = 0;
    for (let at = slot; at > 0; at -= at & -at) count += this.tree[at] as number;
    return count;
  }
}

/**
 * Plans the moves that put paired items (listed in old order, each with its new index) into new order,
 * moving only the unstable ones, each once, in new order, each to just after the item that precedes
 * it in the new order. Every item's place at any moment sorts by a key fixed in advance: a stable item
 * by its new rank; an item already moved after the last stable item before it in new order, by new
 * rank; an item not yet moved after the last stable item before it in old order, by old rank. So each
 * move's indices are counts of present keys below its two keys.
 */
export function planMoves(newIndices: readonly number[], stable: Uint8Array): PlannedMove[] {
  const count = newIndices.length;
  const byNew = Array.from({ length: count }, (_, pair) => pair).sort((a, b) => (newIndices[a] as number) - (newIndices[b] as number));
  const rank = new Int32Array(count);
  byNew.forEach((pair, position) => (rank[pair] = position));

  // key = (anchor + 1, group, sub) packed in one number: groups 0 stable, 1 moved, 2 waiting.
  const span = count + 1;
  const key = (anchor: number, group: number, sub: number) => ((anchor + 1) * 3 + group) * span + sub;
  const waitingKey = new Float64Array(count);
  const movedKey = new Float64Array(count);
  let anchor = -1;
  for (let pair = 0; pair < count; pair += 1) {
    if (stable[pair]) anchor = rank[pair] as number;
    waitingKey[pair] = stable[pair] ? key(rank[pair] as number, 0, 0) : key(anchor, 2, pair);
  }
  anchor = -1;
  for (const pair of byNew) {
    if (stable[pair]) anchor = rank[pair] as number;
    else movedKey[pair] = key(anchor, 1, rank[pair] as number);
  }

  const keys = Float64Array.from([...waitingKey, ...byNew.filter((pair) => !stable[pair]).map((pair) => movedKey[pair] as number)]).sort();
  const slotOf = (value: number) => {
    let low = 0;
    let high = keys.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((keys[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const present = new PresenceCounter(keys.length);
  for (let pair = 0; pair < count; pair += 1) present.add(slotOf(waitingKey[pair] as number), 1);

  const moves: PlannedMove[] = [];
  for (const pair of byNew) {
    if (stable[pair]) continue;
    const leaving = slotOf(waitingKey[pair] as number);
    const from = present.before(leaving);
    present.add(leaving, -1);
    const arriving = slotOf(movedKey[pair] as number);
    const to = present.before(arriving);
    present.add(arriving, 1);
    moves.push({ pair, from, to });
  }
  return moves;
}
