import { Types } from 'mongoose';

/** A stored document as the API answers it: `id` instead of `_id`, ids and dates as strings. */
export function toApi<T>(document: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) {
    const name = key === '_id' ? 'id' : key;
    if (value instanceof Types.ObjectId) out[name] = String(value);
    else if (value instanceof Date) out[name] = value.toISOString();
    else out[name] = value;
  }
  return out as T;
}
