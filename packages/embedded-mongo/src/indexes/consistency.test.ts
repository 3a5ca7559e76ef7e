import { Aggregator, Query } from 'mingo';
import { Engine } from '../storage/engine';
import { idKey } from '../storage/values';
import { runQuery, countQuery } from './planner';

/** Random writes, then every query answered through indexes must equal a plain scan with mingo. */
test('index plans return exactly what a full scan returns, after random inserts, updates and deletes', () => {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const engine = new Engine();
  const c = engine.ensureCollection('t', 'c');
  engine.createIndex(c, { v: 2, key: { name: 1 }, name: 'name_1' });
  engine.createIndex(c, { v: 2, key: { group: 1, n: -1 }, name: 'group_1_n_-1' });
  engine.createIndex(c, { v: 2, key: { tags: 1 }, name: 'tags_1' });
  engine.createIndex(c, { v: 2, key: { n: 1 }, name: 'n_1' });
  const names = ['ana', 'bia', 'caio', 'davi', 'édson', 'Ana'];
  const make = (id: number) => ({
    _id: id,
    name: `${names[random(names.length)]} ${random(50)}`,
    group: ['a', 'b', 'c'][random(3)],
    n: random(1000) / (random(2) ? 1 : 10),
    tags: Array.from({ length: random(3) }, () => `t${random(4)}`),
  });
  for (let round = 0; round < 3000; round++) {
    const id = random(400);
    if (random(10) < 8) {
      const doc = make(id);
      if (c.docs.has(idKey(id))) engine.replace(c, doc);
      else engine.insert(c, doc);
    } else engine.remove(c, id);
  }
  const all = [...c.docs.values()];
  const filters = [
    { name: 'ana 3' },
    { name: { $in: ['bia 1', 'caio 2', 'x'] } },
    { name: /^da/ },
    { name: /^Ana/ },
    { name: /s/ },
    { name: /ANA/i },
    { group: 'b' },
    { group: 'b', n: { $gte: 10, $lt: 500 } },
    { group: 'c', n: 42 },
    { tags: 't1' },
    { tags: { $in: ['t0', 't3'] } },
    { n: { $gt: 50.5 } },
    { n: { $lte: 3 } },
    { $and: [{ tags: 't2' }, { name: /^b/ }] },
    { _id: { $in: [1, 2, 3, 500] } },
    {},
  ];
  const sorts = [
    undefined,
    { name: 1 },
    { name: -1, _id: -1 },
    { n: -1 },
    { group: 1, n: -1 },
    { name: 1, _id: 1 },
    { n: 1, _id: 1 },
  ];
  for (const filter of filters) {
    const expected = all.filter((d) => new Query(filter, {}).test(d));
    expect(countQuery(c, filter)).toBe(expected.length);
    for (const sort of sorts) {
      const want = sort
        ? (new Aggregator([{ $sort: { ...sort, ...(sort._id ? {} : { _id: 1 }) } }], {}).run(
            expected,
          ) as typeof expected)
        : expected;
      const got = runQuery(c, filter, {
        sort: sort ? { ...sort, ...(sort._id ? {} : { _id: 1 }) } : undefined,
        skip: 2,
        limit: 7,
      }).docs;
      if (sort) expect(got.map((d) => d._id)).toEqual(want.slice(2, 9).map((d) => d._id));
      else expect(got.length).toBe(Math.max(0, Math.min(7, expected.length - 2)));
    }
  }
  expect(engine.stats.indexLookups).toBeGreaterThan(engine.stats.collectionScans);
});
