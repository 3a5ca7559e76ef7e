import type { Document } from 'bson';
import * as admin from './admin';
import type { Context, Handler } from './context';
import * as ddl from './ddl';
import { CommandError, errorReply, ErrorCodes } from './errors';
import { explain } from './explain';
import * as read from './read';
import { renameCollection } from './rename';
import * as stats from './stats';
import { refuseReadConcern, refuseUnsupportedCommand, refuseWriteConcern } from './unsupported';
import * as write from './write';

const handlers: Record<string, Handler> = {
  hello: admin.hello,
  isMaster: admin.isMaster,
  ismaster: admin.isMaster,
  buildInfo: admin.buildInfo,
  buildinfo: admin.buildInfo,
  ping: admin.ping,
  getParameter: admin.getParameter,
  endSessions: admin.endSessions,
  whatsmyuri: admin.whatsmyuri,
  serverStatus: admin.serverStatus,
  hostInfo: admin.hostInfo,
  connectionStatus: admin.connectionStatus,
  listDatabases: ddl.listDatabases,
  listCollections: ddl.listCollections,
  create: ddl.create,
  drop: ddl.drop,
  dropDatabase: ddl.dropDatabase,
  createIndexes: ddl.createIndexes,
  listIndexes: ddl.listIndexes,
  dropIndexes: ddl.dropIndexes,
  deleteIndexes: ddl.dropIndexes,
  insert: write.insert,
  update: write.update,
  delete: write.remove,
  findAndModify: write.findAndModify,
  findandmodify: write.findAndModify,
  find: read.find,
  getMore: read.getMore,
  killCursors: read.killCursors,
  count: read.count,
  distinct: read.distinct,
  aggregate: read.aggregate,
  explain,
  collMod: ddl.collMod,
  dbStats: stats.dbStats,
  dbstats: stats.dbStats,
  collStats: stats.collStats,
  collstats: stats.collStats,
  fsync: admin.fsync,
  fsyncUnlock: admin.fsyncUnlock,
  setParameter: admin.setParameter,
  renameCollection,
};

/** Commands that change data or its shape: they wait while a backup holds the write lock (`fsync` + `lock`). */
const WRITE_COMMANDS = new Set([
  'create',
  'drop',
  'dropDatabase',
  'createIndexes',
  'dropIndexes',
  'deleteIndexes',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'collMod',
  'renameCollection',
]);

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

/** Reads that honour `maxTimeMS`; writes run to completion (README "Not supported"). */
const TIMED_READS = new Set(['find', 'aggregate', 'count', 'distinct']);

const timeExceeded = (): CommandError =>
  new CommandError(ErrorCodes.MaxTimeMSExpired, 'operation exceeded time limit');

/**
 * A read that ran longer than its `maxTimeMS` answers 50 MaxTimeMSExpired, as MongoDB interrupts it
 * (commands run to the end here, one at a time, so the limit is checked when the read finishes);
 * the cursor it opened is closed, or keeps the rest of the time for its `getMore`s, which MongoDB
 * counts against the same limit. `maxTimeMS: 0` or absent: no limit.
 */
function checkMaxTime(ctx: Omit<Context, 'db'>, reply: Document, elapsedMs: number): void {
  const limit = Number(ctx.body.maxTimeMS ?? 0);
  if (!(limit > 0)) return;
  const id = reply.cursor?.id === undefined ? 0 : Number(reply.cursor.id);
  if (elapsedMs > limit) {
    if (id !== 0) ctx.cursors.kill(id);
    throw timeExceeded();
  }
  if (id !== 0) ctx.cursors.limitTime(id, limit - elapsedMs);
}

/** Runs one command and always answers with a document (errors in MongoDB's shape). */
export async function runCommand(ctx: Omit<Context, 'db'>, db: string | undefined): Promise<Document> {
  const { body } = ctx;
  const name = Object.keys(body)[0];
  try {
    if (!name) throw new CommandError(ErrorCodes.FailedToParse, 'Empty command object');
    if (
      body.txnNumber !== undefined ||
      body.startTransaction !== undefined ||
      body.autocommit !== undefined ||
      TRANSACTION_COMMANDS.has(name)
    ) {
      throw new CommandError(
        ErrorCodes.IllegalOperation,
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
    }
    const handler = Object.prototype.hasOwnProperty.call(handlers, name) ? handlers[name] : undefined;
    if (!handler) {
      refuseUnsupportedCommand(name);
      throw new CommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
    }
    if (typeof db !== 'string' || db.length === 0)
      throw new CommandError(ErrorCodes.InvalidNamespace, 'Missing $db');
    refuseWriteConcern(body.writeConcern);
    refuseReadConcern(body.readConcern);
    if (WRITE_COMMANDS.has(name)) await ctx.engine.writesAllowed();
    const started = performance.now();
    const reply = await handler({ ...ctx, db });
    if (TIMED_READS.has(name)) checkMaxTime(ctx, reply, performance.now() - started);
    if (name === 'getMore' && !ctx.cursors.spendTime(Number(body.getMore), performance.now() - started))
      throw timeExceeded();
    await ctx.engine.commit();
    return reply;
  } catch (error) {
    await ctx.engine.commit().catch(() => undefined);
    return errorReply(error);
  }
}
