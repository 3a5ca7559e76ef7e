/**
 * One JSON line per event on stdout. Callers never pass bodies, passwords or tokens; what slips through a path or
 * an error's text is redacted here (`redactLogText`).
 */
export type LogFields = Record<string, unknown>;

export type LoggerOptions = {
  /**
   * Lines go out together, at most `BATCH_MS` after the first of them (sooner past 64 KB, before an error line,
   * and at exit): a busy gateway's access log. On Linux a write to a pipe is synchronous and wakes its reader;
   * one write per request was 13% of the BFF's CPU under load, and one per event-loop turn still 8%.
   */
  batched?: boolean;
};

type Level = 'info' | 'warn' | 'error';
/**
 * LOG_LEVEL is the least severe level written: `info` (the default, every request), `warn`, `error` or
 * `silent`. `npm start` runs the boxes at `warn` so that its "ready" line stays the last on a newcomer's screen.
 */
const RANKS: Record<string, number> = { info: 0, warn: 1, error: 2, silent: 3 };
const enabled = (level: Level) => RANKS[level] >= (RANKS[process.env.LOG_LEVEL ?? 'info'] ?? 0);

const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie/i;
/** a batch is written early past this many characters */
const MAX_BATCH = 64 * 1024;
/** the longest a batched line waits */
export const BATCH_MS = 50;

/** the access code is the last segment of a portal path: `/api/public/<what>/<protocolId>/<code>` */
const PORTAL_PATH = /(\/api\/public\/[^/\s]+\/[^/\s]+\/)[^/\s?#"']+/g;
/**
 * What may be a secret wherever it appears (an error's message, a URL): a CPF, masked or not, an access code in
 * its printed form, a JWT. A phone of 11 digits is masked too: personal data have no place in a log either.
 */
const SECRET_VALUES =
  /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b|\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b|\beyJ[\w-]*\.[\w-]+\.[\w-]*/gi;

/**
 * The one redaction of every box's log (OWASP ASVS 7.1.1 and 7.1.2): the access code of a portal path becomes
 * `***`, and CPFs, access codes and tokens found anywhere become `[redacted]`.
 */
export function redactLogText(text: string): string {
  return text.replace(PORTAL_PATH, '$1***').replace(SECRET_VALUES, '[redacted]');
}

/** The line's fields, secrets redacted, built in one object (this runs for every request of every box). */
function entry(head: LogFields, fields: LogFields): LogFields {
  for (const key in fields) {
    const value = fields[key];
    head[key] = SECRET_KEYS.test(key)
      ? '[redacted]'
      : typeof value === 'string'
        ? redactLogText(value)
        : value;
  }
  return head;
}

export function createLogger(service: string, { batched = false }: LoggerOptions = {}) {
  let pending = '';
  const flush = () => {
    if (!pending) return;
    const lines = pending;
    pending = '';
    process.stdout.write(lines);
  };
  if (batched) process.once('exit', flush);

  const write = (level: Level, msg: string, fields: LogFields = {}) => {
    if (!enabled(level)) return;
    const head = { time: new Date().toISOString(), level, service, msg: redactLogText(msg) };
    const line = JSON.stringify(entry(head, fields));
    if (level === 'error') {
      flush(); // keeps the order of the lines
      process.stderr.write(line + '\n');
    } else if (!batched) {
      process.stdout.write(line + '\n');
    } else {
      if (!pending) setTimeout(flush, BATCH_MS).unref();
      pending += line + '\n';
      if (pending.length > MAX_BATCH) flush();
    }
  };
  return {
    info: (msg: string, fields?: LogFields) => write('info', msg, fields),
    warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
    error: (msg: string, fields?: LogFields) => write('error', msg, fields),
  };
}
export type Logger = ReturnType<typeof createLogger>;
