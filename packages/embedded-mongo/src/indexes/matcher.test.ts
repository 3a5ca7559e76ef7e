import { ObjectId } from 'bson';
import { Query } from 'mingo';
import { compileFilter, compileSimpleFilter } from './matcher';

const docs = [
  { _id: 1, name: 'João', tags: ['a', 'b'], address: { state: 'SP', city: 'Santos' }, n: 3, alive: true },
  { _id: 2, name: 'joana', tags: [], address: { state: 'RJ' }, n: 3.5, alive: false },
  { _id: 3, name: 'Conceição', tags: 'a', n: '3', phones: [{ kind: 'home' }, { kind: 'work' }] },
  { _id: 4, address: [{ state: 'SP' }, { state: 'MG' }], ref: new ObjectId('0123456789abcdef01234567') },
  { _id: 6, address: { state: ['RJ', 'BA'] }, phones: [[{ kind: 'work' }]], list: [['x', 'y'], ['z']] },
  { _id: 5, name: null, n: 0, alive: null },
];

/** Filters the direct matcher handles itself: each must match exactly what mingo matches. */
const directFilters = [
  { name: 'João' },
  { name: /^jo/i },
  { name: { $regex: 'ção$' } },
  { name: { $regex: 'JO', $options: 'i' } },
  { tags: 'a' },
  { 'address.state': 'SP' },
  { 'phones.kind': 'work' },
  { 'phones.0.kind': 'home' },
  { 'address.state': 'BA' },
  { 'address.0.state': 'MG' },
  { 'list.0': 'x' },
  { 'address.state': /^(sp|mg)$/i },
  { n: 3 },
  { n: '3' },
  { alive: true },
  { alive: false },
  { $and: [{ 'address.state': 'SP' }, { name: /o/ }] },
  { name: { $eq: 'joana' } },
];

/** Filters left to mingo's general matcher. */
const mingoFilters = [
  { $and: [{ tags: 'a' }, { n: { $gte: 3 } }] },
  { ref: new ObjectId('0123456789abcdef01234567') },
  { name: null },
  { missing: { $exists: false }, n: { $in: [0, 3] } },
];

const mingoIds = (filter: Record<string, unknown>) =>
  docs.filter((d) => new Query(filter, {}).test(d)).map((d) => d._id);

test.each(directFilters.map((f) => [JSON.stringify(f), f]))(
  'the direct matcher of %s matches exactly what mingo matches',
  (_, filter) => {
    const direct = compileSimpleFilter(filter as Record<string, unknown>);
    expect(direct).toBeDefined();
    const expected = mingoIds(filter as Record<string, unknown>);
    expect(docs.filter(direct!).map((d) => d._id)).toEqual(expected);
    expect(expected.length).toBeLessThan(docs.length);
  },
);

test.each(mingoFilters.map((f) => [JSON.stringify(f), f]))(
  '%s is left to mingo, and compileFilter still matches what mingo matches',
  (_, filter) => {
    expect(compileSimpleFilter(filter as Record<string, unknown>)).toBeUndefined();
    const expected = mingoIds(filter as Record<string, unknown>);
    expect(docs.filter(compileFilter(filter as Record<string, unknown>)).map((d) => d._id)).toEqual(expected);
    expect(expected.length).toBeLessThan(docs.length);
  },
);
