import { Query } from 'mingo';
import type { Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

const everything = new Query({}, {});

export function project(docs: Doc[], projection: Doc | undefined): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  try {
    return everything.find(docs, projection).all() as Doc[];
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
  }
}
