import type { Collection } from '../storage/collection';
import { isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

// What the engine does not do answers the error a MongoDB 7 standalone gives for a feature it
// lacks or has disabled (README "Not supported"), so code written against this engine handles
// the same error on a real server. Where MongoDB would have answered (a geo or text index
// exists), 115 CommandNotSupported says the engine, not the query, is the limit.

const GEO_QUERY = new Set(['$near', '$nearSphere']);
const GEO_SHAPE = new Set(['$geoWithin', '$geoIntersects', '$within']);
const JAVASCRIPT = new Set(['$function', '$accumulator']);

function hasIndexOfType(collection: Collection | undefined, types: string[]): boolean {
  if (!collection) return false;
  return collection
    .indexSpecs()
    .some((spec) => Object.values(spec.key).some((kind) => types.includes(String(kind))));
}

function notSupported(feature: string): CommandError {
  return new CommandError(ErrorCodes.CommandNotSupported, `${feature} is not supported by embedded-mongo`);
}

/** Walks an aggregation expression for server-side JavaScript. */
function refuseJavaScript(expression: unknown): void {
  if (Array.isArray(expression)) expression.forEach(refuseJavaScript);
  else if (isPlainObject(expression)) {
    for (const [key, value] of Object.entries(expression)) {
      // A standalone mongod with `security.javascriptEnabled: false` answers BadValue.
      if (JAVASCRIPT.has(key))
        throw new CommandError(
          ErrorCodes.BadValue,
          `${key} is not allowed: server-side JavaScript is disabled`,
        );
      refuseJavaScript(value);
    }
  }
}

/**
 * Refuses the query features the engine lacks, with MongoDB's codes: `$text` without a text index
 * 27 IndexNotFound, `$near`/`$nearSphere` without a geo index 291 NoQueryExecutionPlans, `$where`
 * 6108304 (scripting disabled; 2 BadValue inside an aggregation's `$match`).
 */
export function refuseUnsupportedQuery(
  filter: Doc,
  collection: Collection | undefined,
  context: 'query' | 'match' = 'query',
): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (Array.isArray(value))
        for (const part of value) if (isPlainObject(part)) refuseUnsupportedQuery(part, collection, context);
    } else if (key === '$text') {
      if (hasIndexOfType(collection, ['text'])) throw notSupported('$text');
      throw new CommandError(ErrorCodes.IndexNotFound, 'text index required for $text query');
    } else if (key === '$where') {
      if (context === 'match')
        throw new CommandError(
          ErrorCodes.BadValue,
          '$where is not allowed inside of a $match aggregation expression',
        );
      throw new CommandError(ErrorCodes.Location6108304, 'no globalScriptEngine in $where parsing');
    } else if (key === '$expr') {
      refuseJavaScript(value);
    } else if (isPlainObject(value)) {
      for (const operator of Object.keys(value)) {
        if (GEO_QUERY.has(operator)) {
          if (hasIndexOfType(collection, ['2d', '2dsphere'])) throw notSupported(operator);
          throw new CommandError(
            ErrorCodes.NoQueryExecutionPlans,
            'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query',
          );
        }
        if (GEO_SHAPE.has(operator)) throw notSupported(operator);
        if (operator === '$elemMatch' && isPlainObject(value.$elemMatch))
          refuseUnsupportedQuery(value.$elemMatch, collection, context);
      }
    }
  }
}

/** Atlas Search stages on a server without mongot. */
const SEARCH_STAGES = new Set(['$search', '$searchMeta', '$vectorSearch', '$listSearchIndexes']);
/** Stages MongoDB 7 has and this engine does not run. */
const ENGINE_LACKS = new Set([
  '$indexStats',
  '$planCacheStats',
  '$listSessions',
  '$listLocalSessions',
  '$listSampledQueries',
  '$shardedDataDistribution',
  '$querySettings',
]);

/**
 * Refuses what the pipeline asks for that the engine does not run, with MongoDB's codes: 40323
 * for a stage that is not one field, 40324 for an unknown stage name, 40573 for `$changeStream`
 * (standalone), 31082 for Atlas Search, 73 for `$currentOp` outside admin; `known(name)` says
 * whether the engine runs the stage.
 */
export function refuseUnsupportedPipeline(
  pipeline: Doc[],
  collection: Collection | undefined,
  known: (stage: string) => boolean,
): void {
  pipeline.forEach((stage, i) => {
    const names = isPlainObject(stage) ? Object.keys(stage) : [];
    if (names.length !== 1)
      throw new CommandError(
        ErrorCodes.Location40323,
        'A pipeline stage specification object must contain exactly one field.',
      );
    const [name] = names;
    if (name === '$changeStream')
      throw new CommandError(
        ErrorCodes.Location40573,
        'The $changeStream stage is only supported on replica sets',
      );
    if (SEARCH_STAGES.has(name))
      throw new CommandError(
        ErrorCodes.SearchNotEnabled,
        'Using $search and $vectorSearch aggregation stages requires additional configuration. ' +
          'Please connect to Atlas or an AtlasCLI local deployment to enable.',
      );
    if (name === '$currentOp')
      throw new CommandError(
        ErrorCodes.InvalidNamespace,
        "$currentOp must be run against the 'admin' database with {aggregate: 1}",
      );
    if (name === '$geoNear') {
      if (hasIndexOfType(collection, ['2d', '2dsphere'])) throw notSupported('$geoNear');
      throw new CommandError(
        ErrorCodes.IndexNotFound,
        '$geoNear requires a 2d or 2dsphere index, but none were found',
      );
    }
    if (ENGINE_LACKS.has(name)) throw notSupported(name);
    if (name !== '$collStats' && !known(name))
      throw new CommandError(ErrorCodes.Location40324, `Unrecognized pipeline stage name: '${name}'`);
    if (name === '$match' && isPlainObject(stage.$match))
      refuseUnsupportedQuery(stage.$match, i === 0 ? collection : undefined, 'match');
    else refuseJavaScript(stage[name]);
  });
}

/**
 * Tailable cursors: MongoDB refuses them on a collection that is not capped (2 BadValue) and
 * `awaitData` without `tailable`; on a capped collection the engine, which has no waiting
 * cursors, answers 115.
 */
export function refuseTailable(body: Doc, collection: Collection | undefined): void {
  if (body.awaitData === true && body.tailable !== true)
    throw new CommandError(
      ErrorCodes.FailedToParse,
      "Cannot set 'awaitData' without also setting 'tailable'",
    );
  if (body.tailable !== true) return;
  if (collection?.capped) throw notSupported('a tailable cursor');
  throw new CommandError(
    ErrorCodes.BadValue,
    'error processing query: tailable cursor requested on non capped collection',
  );
}

/** Commands of a MongoDB 7 standalone the engine does not run: 115 names the engine as the limit. */
const ENGINE_LACKS_COMMANDS = new Set([
  'mapReduce',
  'validate',
  'compact',
  'reIndex',
  'convertToCapped',
  'cloneCollectionAsCapped',
  'dataSize',
  'currentOp',
  'killOp',
  'top',
  'profile',
  'setFeatureCompatibilityVersion',
  'setDefaultRWConcern',
  'shutdown',
  // users and roles: the engine has no authentication
  'createUser',
  'updateUser',
  'dropUser',
  'dropAllUsersFromDatabase',
  'usersInfo',
  'grantRolesToUser',
  'revokeRolesFromUser',
  'createRole',
  'updateRole',
  'dropRole',
  'dropAllRolesFromDatabase',
  'rolesInfo',
  'grantPrivilegesToRole',
  'revokePrivilegesFromRole',
]);

/** Replica set commands, which a standalone answers 76 NoReplicationEnabled. */
const REPLICA_SET_COMMANDS = new Set([
  'replSetGetStatus',
  'replSetGetConfig',
  'replSetInitiate',
  'replSetReconfig',
  'replSetStepDown',
  'replSetFreeze',
  'replSetMaintenance',
  'replSetSyncFrom',
]);

/** Authentication commands: no user exists, so a standalone mongod answers 18 AuthenticationFailed. */
const AUTH_COMMANDS = new Set(['saslStart', 'saslContinue', 'authenticate']);

/**
 * Refuses a command MongoDB 7 has and the engine does not run, with the error a standalone gives
 * (76 for replica set commands, 18 for authentication) or 115 CommandNotSupported. Commands a
 * standalone mongod does not have (`bulkWrite` of MongoDB 8, mongos' `listShards`, removed
 * commands) answer 59 CommandNotFound in the dispatcher.
 */
export function refuseUnsupportedCommand(name: string): void {
  if (REPLICA_SET_COMMANDS.has(name))
    throw new CommandError(ErrorCodes.NoReplicationEnabled, 'not running with --replSet');
  if (AUTH_COMMANDS.has(name))
    throw new CommandError(ErrorCodes.AuthenticationFailed, 'Authentication failed.');
  if (ENGINE_LACKS_COMMANDS.has(name)) throw notSupported(`the ${name} command`);
}

/**
 * Write concerns a standalone refuses before running the command (2 BadValue): `w` above 1 or a
 * mode other than `majority`, which need replica set members.
 */
export function refuseWriteConcern(writeConcern: unknown): void {
  if (!isPlainObject(writeConcern)) return;
  const w = writeConcern.w;
  if (typeof w === 'number' && w > 1)
    throw new CommandError(
      ErrorCodes.BadValue,
      "cannot use 'w' > 1 when a host is not a member of a replica set",
    );
  if (typeof w === 'string' && w !== 'majority')
    throw new CommandError(
      ErrorCodes.BadValue,
      `cannot use non-majority 'w' mode ${w} when a host is not a member of a replica set`,
    );
}

/** Stages that may start a collection-less `{ aggregate: 1 }` in MongoDB 7. */
const COLLECTION_LESS_STAGES = new Set([
  '$documents',
  '$currentOp',
  '$listLocalSessions',
  '$changeStream',
  '$querySettings',
  '$listSampledQueries',
  '$shardedDataDistribution',
]);

/**
 * `{ aggregate: 1 }`: the engine runs a pipeline that starts with `$documents`; the other stages
 * that may start one answer as the pipeline checks do (`$currentOp` outside admin 73, `$changeStream`
 * 40573) or 115; any other first stage needs a collection (73 InvalidNamespace, as MongoDB answers).
 */
export function refuseCollectionLess(db: string, aggregate: unknown, pipeline: Doc[]): void {
  if (aggregate !== 1)
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      `Invalid namespace specified '${db}.${String(aggregate)}'`,
    );
  const first = isPlainObject(pipeline[0]) ? Object.keys(pipeline[0])[0] : undefined;
  if (first === '$documents' || first === '$changeStream') return; // $changeStream: 40573 below
  if (first === '$currentOp') {
    if (db === 'admin') throw notSupported('$currentOp');
    return; // outside admin: 73, as the pipeline check answers
  }
  if (first !== undefined && COLLECTION_LESS_STAGES.has(first)) throw notSupported(first);
  throw new CommandError(
    ErrorCodes.InvalidNamespace,
    `{aggregate: 1} is not valid for '${first ?? 'an empty pipeline'}'; a collection is required.`,
  );
}

/**
 * Causal consistency: a standalone keeps no cluster time, so `afterClusterTime` answers 72
 * InvalidOptions without a `majority` level or with a null timestamp, else 20 IllegalOperation
 * (the driver sends none, as the engine's replies carry no `operationTime`).
 */
export function refuseReadConcern(readConcern: unknown): void {
  if (!isPlainObject(readConcern) || readConcern.afterClusterTime === undefined) return;
  const at = readConcern.afterClusterTime as { isZero?: () => boolean } | null;
  if (readConcern.level !== 'majority' || !at || at.isZero?.() === true)
    throw new CommandError(
      ErrorCodes.InvalidOptions,
      'afterClusterTime on a standalone needs readConcern level majority and a non-null timestamp',
    );
  throw new CommandError(
    ErrorCodes.IllegalOperation,
    'Cannot specify afterClusterTime readConcern without replication enabled',
  );
}
