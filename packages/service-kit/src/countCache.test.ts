import { Types } from 'mongoose';
import { matches } from './countCache';

describe('matches (which cached totals a created or deleted document changes)', () => {
  const id = new Types.ObjectId();
  const doc = {
    _id: id,
    budget: false,
    status: 'ACTIVE',
    searchWords: ['ana', 'rossi'],
    address: { state: 'SP' },
    clients: [{ client: id, name: 'Ana' }],
    createdAt: new Date('2026-03-10T12:00:00Z'),
  };

  it('evaluates equality, regexes and dotted paths through arrays', () => {
    expect(matches({}, doc)).toBe(true);
    expect(matches({ budget: false, status: 'ACTIVE' }, doc)).toBe(true);
    expect(matches({ budget: true }, doc)).toBe(false);
    expect(matches({ searchWords: /^ros/ }, doc)).toBe(true);
    expect(matches({ searchWords: 'rossi' }, doc)).toBe(true);
    expect(matches({ 'address.state': 'RJ' }, doc)).toBe(false);
    expect(matches({ 'clients.client': new Types.ObjectId(id.toHexString()) }, doc)).toBe(true);
    expect(matches({ 'clients.name': /^Bia/ }, doc)).toBe(false);
    expect(matches({ 'currentUser.id': 'u1' }, doc)).toBe(false);
  });

  it('evaluates $and, $or, ranges, $in, $ne and $all', () => {
    const march = { $gte: new Date('2026-03-01'), $lt: new Date('2026-04-01') };
    expect(matches({ createdAt: march }, doc)).toBe(true);
    expect(matches({ createdAt: { $lt: new Date('2026-03-01') } }, doc)).toBe(false);
    expect(matches({ $and: [{ searchWords: /^an/ }, { searchWords: /^ro/ }] }, doc)).toBe(true);
    expect(matches({ $and: [{ searchWords: /^an/ }, { searchWords: /^zz/ }] }, doc)).toBe(false);
    expect(matches({ $or: [{ status: 'CANCELED' }, { searchWords: 'ana' }] }, doc)).toBe(true);
    expect(matches({ status: { $in: ['CANCELED', 'FINISHED'] } }, doc)).toBe(false);
    expect(matches({ status: { $ne: 'CANCELED' } }, doc)).toBe(true);
    expect(matches({ searchWords: { $all: ['ana', 'rossi'] } }, doc)).toBe(true);
    expect(matches({ searchWords: { $all: ['ana', 'bia'] } }, doc)).toBe(false);
  });

  it('answers undefined (forget the total) for what it does not evaluate, unless another condition fails', () => {
    expect(matches({ $where: 'true' }, doc)).toBeUndefined();
    expect(matches({ status: { $exists: true } }, doc)).toBeUndefined();
    expect(matches({ address: { state: 'SP' } }, doc)).toBeUndefined();
    expect(matches({ status: { $exists: true }, budget: true }, doc)).toBe(false);
    expect(matches({ $or: [{ status: { $exists: true } }, { budget: false }] }, doc)).toBe(true);
  });
});
