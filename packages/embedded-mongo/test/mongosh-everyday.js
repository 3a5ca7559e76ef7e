/* global db:writable, EJSON */
// Everyday MongoDB shell commands; each answer is printed as one line of relaxed EJSON.
// src/mongosh.test.ts runs this with mongosh against the engine and compares the lines.
const out = (value) => print(EJSON.stringify(value, { relaxed: true }));
db = db.getSiblingDB('everyday');

out(
  db.people.insertMany([
    { _id: 1, name: 'Ana', city: 'Porto', born: 1990 },
    { _id: 2, name: 'Bruno', city: 'Lisboa', born: 1985 },
    { _id: 3, name: 'Célia', city: 'Porto', born: 1978 },
  ]).insertedIds,
);
out(db.people.find({ city: 'Porto' }, { _id: 0, name: 1 }).sort({ born: 1 }).toArray());
out(db.people.findOne({ name: 'Bruno' }, { city: 1 }));
out(db.people.countDocuments({ born: { $lt: 1990 } }));
out(db.people.aggregate([{ $group: { _id: '$city', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray());
out(db.people.updateOne({ _id: 2 }, { $set: { city: 'Porto' } }).modifiedCount);
out(db.people.createIndex({ city: 1, born: -1 }));
out(db.people.getIndexes().map((index) => [index.name, index.key]));
const stats = db.stats();
out([stats.db, stats.collections, stats.objects, stats.indexes]);
const collStats = db.people.stats();
out([collStats.ns, collStats.count, collStats.nindexes]);
const plan = db.people.find({ city: 'Porto' }).explain('executionStats');
out([plan.executionStats.nReturned, plan.executionStats.totalDocsExamined]);
const aggregatePlan = db.people.explain().aggregate([{ $match: { city: 'Porto' } }, { $count: 'n' }]);
out(Array.isArray(aggregatePlan.stages) || 'queryPlanner' in aggregatePlan);
out(db.people.deleteOne({ _id: 1 }).deletedCount);
out(db.people.drop());
out(db.getCollectionNames());
