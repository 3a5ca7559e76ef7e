import mongoose, { type Model } from 'mongoose';
import type { FoundByName } from '@linhagem/contracts';

/** The records whose `name` is exactly one of `names` (internal find-by-name routes), oldest first. */
export async function findByName(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model with a `name`
  model: Model<any>,
  names: string[],
): Promise<FoundByName> {
  const docs = await model
    .find({ name: mongoose.trusted({ $in: [...new Set(names)] }) }, { name: 1 })
    .sort({ _id: 1 })
    .lean<{ _id: unknown; name: string }[]>();
  return { found: docs.map((doc) => ({ id: String(doc._id), name: doc.name })) };
}
