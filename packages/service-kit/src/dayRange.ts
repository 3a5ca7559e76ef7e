import mongoose from 'mongoose';

/** A trusted `{ $gte, $lt }` condition for inclusive calendar dates `YYYY-MM-DD` (UTC days); undefined when neither is set. */
export function dayRange(from?: string, to?: string) {
  if (!from && !to) return undefined;
  const end = to ? new Date(`${to}T00:00:00.000Z`) : undefined;
  end?.setUTCDate(end.getUTCDate() + 1);
  return mongoose.trusted({
    ...(from ? { $gte: new Date(`${from}T00:00:00.000Z`) } : {}),
    ...(end ? { $lt: end } : {}),
  });
}
