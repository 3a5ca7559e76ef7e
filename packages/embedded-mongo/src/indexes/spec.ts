import type { Doc } from '../storage/values';

export type IndexSpec = {
  v: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
};

export function defaultIndexName(key: Doc): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };
