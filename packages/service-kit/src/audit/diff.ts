import type { AuditFieldChange } from '@linhagem/contracts';

const IGNORED = new Set(['id', 'version', 'createdAt', 'updatedAt']);

function flatten(value: Record<string, unknown> | undefined, prefix = '', out: Record<string, unknown> = {}) {
  if (!value) return out;
  for (const [key, item] of Object.entries(value)) {
    if (!prefix && IGNORED.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (item && typeof item === 'object' && !Array.isArray(item))
      flatten(item as Record<string, unknown>, path, out);
    else if (item !== undefined && item !== null && !(Array.isArray(item) && item.length === 0))
      out[path] = item;
  }
  return out;
}

/** Field-by-field changes between two API faces of a record (nested fields as `address.city`); `undefined` = absent. */
export function diffRecords(
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
): AuditFieldChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return fields
    .filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}
