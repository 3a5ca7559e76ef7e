import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import type { Engine } from '../storage/engine';
import type { CursorStore } from './cursors';
import { CommandError, ErrorCodes } from './errors';

export type Context = {
  engine: Engine;
  cursors: CursorStore;
  db: string;
  body: Document;
  connectionId: number;
};
export type Handler = (ctx: Context) => Document | Promise<Document>;

/** The collection named by the command's first field. */
export function targetName(ctx: Context): string {
  const value = Object.values(ctx.body)[0];
  if (typeof value !== 'string' || value.length === 0) {
    throw new CommandError(ErrorCodes.InvalidNamespace, `collection name has invalid type ${typeof value}`);
  }
  return value;
}

export function target(ctx: Context): Collection | undefined {
  return ctx.engine.collection(ctx.db, targetName(ctx));
}

export function toNumber(value: unknown, fallback = 0): number {
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export function asDoc(value: unknown, what: string): Document {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CommandError(ErrorCodes.TypeMismatch, `${what} must be an object`);
  }
  return value as Document;
}
