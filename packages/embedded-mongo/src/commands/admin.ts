import { Long } from 'bson';
import type { Doc } from '../storage/values';
import type { Handler } from './context';
import { CommandError, ErrorCodes } from './errors';
import { serverParameters } from './parameters';

export const MAX_BSON_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH = 100_000;
/** MongoDB 7.0: inside what driver 7.8 accepts (wire 9..29). */
export const WIRE_VERSION = 21;
export const SERVER_VERSION = '7.0.0';

/** What a standalone mongod answers; no `topologyVersion`, so the driver polls instead of streaming. */
export function helloReply(connectionId: number, legacy: boolean): Doc {
  return {
    helloOk: true,
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId,
    minWireVersion: 0,
    maxWireVersion: WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

export const hello: Handler = (ctx) => helloReply(ctx.connectionId, false);
export const isMaster: Handler = (ctx) => helloReply(ctx.connectionId, true);

export const buildInfo: Handler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_SIZE,
  storageEngines: ['embedded'],
  modules: [],
  ok: 1,
});

export const ping: Handler = () => ({ ok: 1 });

function adminOnly(ctx: Parameters<Handler>[0], command: string): void {
  if (ctx.db !== 'admin')
    throw new CommandError(ErrorCodes.Unauthorized, `${command} may only be run against the admin database.`);
}

export const getParameter: Handler = (ctx) => {
  adminOnly(ctx, 'getParameter');
  return serverParameters(ctx.engine).getAll(ctx.body);
};

export const setParameter: Handler = (ctx) => {
  adminOnly(ctx, 'setParameter');
  return serverParameters(ctx.engine).set(ctx.body);
};

export const endSessions: Handler = () => ({ ok: 1 });

export const whatsmyuri: Handler = () => ({ you: '127.0.0.1', ok: 1 });

export const serverStatus: Handler = (ctx) => ({
  host: 'embedded-mongo',
  version: SERVER_VERSION,
  process: 'embedded-mongo',
  pid: Long.fromNumber(process.pid),
  uptime: process.uptime(),
  localTime: new Date(),
  mem: { resident: Math.round(process.memoryUsage().rss / 1024 / 1024) },
  metrics: { queryExecutor: { scanned: ctx.engine.stats.docsExamined } },
  ok: 1,
});

export const hostInfo: Handler = () => ({
  system: { currentTime: new Date(), hostname: 'embedded-mongo' },
  ok: 1,
});

export const connectionStatus: Handler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

/** `fsync` (every write is already journaled and fsynced); with `lock: true`, MongoDB's `fsyncLock`. */
export const fsync: Handler = async (ctx) => {
  if (ctx.db !== 'admin')
    throw new CommandError(ErrorCodes.Unauthorized, 'fsync may only be run against the admin database.');
  await ctx.engine.commit();
  if (ctx.body.lock !== true && ctx.body.lock !== 1) return { numFiles: 1, ok: 1 };
  if (!ctx.engine.lockWrites(ctx.connectionId))
    throw new CommandError(ErrorCodes.IllegalOperation, 'fsyncLock is already held by another connection');
  return {
    info: 'now locked against writes, use db.fsyncUnlock() to unlock',
    lockCount: Long.fromNumber(1),
    seeAlso: 'http://dochub.mongodb.org/core/fsynccommand',
    ok: 1,
  };
};

export const fsyncUnlock: Handler = (ctx) => {
  if (ctx.db !== 'admin')
    throw new CommandError(
      ErrorCodes.Unauthorized,
      'fsyncUnlock may only be run against the admin database.',
    );
  if (!ctx.engine.unlockWrites())
    throw new CommandError(ErrorCodes.CommandFailed, 'fsyncUnlock called when not locked');
  return { info: 'fsyncUnlock completed', lockCount: Long.fromNumber(0), ok: 1 };
};
