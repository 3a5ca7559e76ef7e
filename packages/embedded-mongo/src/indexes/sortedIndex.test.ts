import { SortedIndex } from './sortedIndex';

const keyOf = (index: SortedIndex, n: number) => index.keysOf({ n });

test('removing, re-adding and removing again leaves no ghost entries, whatever the merge path', () => {
  for (const batch of [10, 2000]) {
    const index = new SortedIndex({ v: 2, key: { n: 1 }, name: 'n_1' });
    for (let i = 0; i < batch; i++) index.add(`id${i}`, keyOf(index, i));
    index.remove('id1', keyOf(index, 1));
    for (let i = 0; i < batch; i++) index.add(`x${i}`, keyOf(index, i + batch));
    index.add('id1', keyOf(index, 1));
    index.entries();
    index.remove('id1', keyOf(index, 1));
    index.add('id1', keyOf(index, 5));
    const live = index.live();
    expect(live.filter((e) => e.id === 'id1')).toHaveLength(1);
    expect(live).toHaveLength(2 * batch);
    const order = live.map((e) => e.k);
    expect([...order].sort()).toEqual(order);
    expect([...index.lookup(keyOf(index, 1)[0])]).toEqual([]);
    expect([...index.lookup(keyOf(index, 5)[0])].sort()).toEqual(['id1', 'id5']);
  }
});

test('descending and mixed compound orders', () => {
  const index = new SortedIndex({ v: 2, key: { a: 1, b: -1 }, name: 'a_1_b_-1' });
  const docs = [
    { a: 'x', b: 1 },
    { a: 'x', b: 3 },
    { a: 'w', b: 2 },
    { a: 'x', b: 2 },
  ];
  docs.forEach((d, i) => index.add(`d${i}`, index.keysOf(d)));
  expect(index.live().map((e) => e.id)).toEqual(['d2', 'd1', 'd3', 'd0']);
});
