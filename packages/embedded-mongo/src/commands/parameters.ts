import { Long } from 'bson';
import type { Engine } from '../storage/engine';
import { isPlainObject, numberOf, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

// The server parameters a standalone mongod answers `getParameter`/`setParameter` for, limited to those
// the engine honours or whose value changes nothing here (log levels: the engine writes no log). A
// parameter the engine would accept and then ignore is refused (115), never a silent difference.

type Parameter = {
  initial: unknown;
  /** Checks and normalises a new value; throws MongoDB's error. */
  parse?: (value: unknown) => unknown;
};

function integer(name: string, min: number): (value: unknown) => number {
  return (value) => {
    // a 64-bit long (the shell's NumberLong) reaches the engine as a bigint
    const n = numberOf(value);
    if (n === undefined || !Number.isInteger(n))
      throw new CommandError(ErrorCodes.BadValue, `Invalid value for parameter ${name}: ${String(value)}`);
    if (n < min)
      throw new CommandError(
        ErrorCodes.BadValue,
        `Invalid value for parameter ${name}: ${n} is not greater than or equal to ${min}`,
      );
    return n;
  };
}

function bool(name: string): (value: unknown) => boolean {
  return (value) => {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number') return value !== 0;
    throw new CommandError(ErrorCodes.BadValue, `Invalid value for parameter ${name}: ${String(value)}`);
  };
}

const PARAMETERS: Record<string, Parameter> = {
  // the TTL monitor sweeps at this interval (server.ts restarts it when it changes)
  ttlMonitorSleepSecs: { initial: 60, parse: integer('ttlMonitorSleepSecs', 1) },
  ttlMonitorEnabled: { initial: true, parse: bool('ttlMonitorEnabled') },
  // idle cursors are dropped after this time
  cursorTimeoutMillis: {
    initial: Long.fromNumber(600_000),
    parse: (v) => Long.fromNumber(integer('cursorTimeoutMillis', 0)(v)),
  },
  logLevel: { initial: 0, parse: integer('logLevel', 0) },
  quiet: { initial: false, parse: bool('quiet') },
  logComponentVerbosity: {
    initial: { verbosity: 0 },
    parse: (value) => {
      if (!isPlainObject(value))
        throw new CommandError(ErrorCodes.BadValue, 'Invalid value for parameter logComponentVerbosity');
      return value;
    },
  },
  // queries that need a collection scan are not refused by the engine: only `false` is accepted
  notablescan: {
    initial: false,
    parse: (value) => {
      if (bool('notablescan')(value))
        throw new CommandError(
          ErrorCodes.CommandNotSupported,
          'notablescan is not supported by embedded-mongo (queries without an index are not refused)',
        );
      return false;
    },
  },
  featureCompatibilityVersion: {
    initial: { version: '7.0' },
    parse: () => {
      throw new CommandError(
        ErrorCodes.IllegalOperation,
        'featureCompatibilityVersion cannot be set via setParameter. See http://dochub.mongodb.org/core/view-fcv.',
      );
    },
  },
};

/** Arguments any command may carry: not parameter names. */
const GENERIC = new Set([
  '$db',
  'lsid',
  '$clusterTime',
  '$readPreference',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

type Listener = (value: unknown) => void;

/** One server's parameter values, and who listens to their changes. */
export class ServerParameters {
  private readonly values = new Map<string, unknown>(
    Object.entries(PARAMETERS).map(([name, p]) => [name, p.initial]),
  );
  private readonly listeners = new Map<string, Listener[]>();

  get(name: string): unknown {
    return this.values.get(name);
  }

  onChange(name: string, listener: Listener): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  /** `setParameter`: sets every named parameter (all checked first); answers the first one's old value. */
  set(body: Doc): Doc {
    const names = Object.keys(body)
      .slice(1)
      .filter((name) => !GENERIC.has(name));
    const parsed: Array<[string, unknown]> = names.map((name) => {
      const parameter = Object.prototype.hasOwnProperty.call(PARAMETERS, name) ? PARAMETERS[name] : undefined;
      if (!parameter)
        throw new CommandError(
          ErrorCodes.InvalidOptions,
          `attempted to set unrecognized parameter [${name}], use help:true to see options `,
        );
      return [name, parameter.parse ? parameter.parse(body[name]) : body[name]];
    });
    if (parsed.length === 0)
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        'no option found to set, use help:true to see options ',
      );
    const was = this.values.get(parsed[0][0]);
    for (const [name, value] of parsed) {
      this.values.set(name, value);
      for (const listener of this.listeners.get(name) ?? []) listener(value);
    }
    return { was, ok: 1 };
  }

  /** `getParameter`: `'*'` or `{ allParameters: true }` for all, else the named ones. */
  getAll(body: Doc): Doc {
    const spec = body.getParameter;
    const all = spec === '*' || (isPlainObject(spec) && spec.allParameters === true);
    const details = isPlainObject(spec) && spec.showDetails === true;
    const reply: Doc = {};
    for (const [name, value] of this.values) {
      if (!all && !(name in body)) continue;
      reply[name] = details
        ? { value, settableAtRuntime: name !== 'featureCompatibilityVersion', settableAtStartup: true }
        : value;
    }
    if (Object.keys(reply).length === 0)
      throw new CommandError(ErrorCodes.InvalidOptions, 'no option found to get');
    return { ...reply, ok: 1 };
  }
}

const byEngine = new WeakMap<Engine, ServerParameters>();

/** The parameters of the server that owns this engine. */
export function serverParameters(engine: Engine): ServerParameters {
  let parameters = byEngine.get(engine);
  if (!parameters) {
    parameters = new ServerParameters();
    byEngine.set(engine, parameters);
  }
  return parameters;
}
