import { protocolFilterSchema, type ProtocolFilter } from '@linhagem/contracts';

/**
 * The list's filters as the address keeps them (the filter body, as text). One search box (`text`: name, family
 * name, clients' names and code) stands for the API's narrower `code` and `clientName`, which the list leaves out.
 */
export type ProtocolListFilters = Record<Exclude<keyof ProtocolFilter, 'code' | 'clientName'>, string>;

export const EMPTY_FILTERS: ProtocolListFilters = {
  text: '',
  status: '',
  stage: '',
  userId: '',
  createdFrom: '',
  createdTo: '',
};

/** The filter body from the address's texts: only filled values, and none the API would refuse. */
export function toFilterBody(filters: ProtocolListFilters): ProtocolFilter {
  const filled = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  const parsed = protocolFilterSchema.safeParse(filled);
  if (parsed.success) return parsed.data;
  // a half-typed date or an unknown status in the address: drop just the fields that fail
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return protocolFilterSchema.parse(
    Object.fromEntries(Object.entries(filled).filter(([key]) => !bad.has(key))),
  );
}
