/** One JSON line per event on stdout. Callers never pass bodies, passwords or tokens. */
export type LogFields = Record<string, unknown>;

const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie/i;

function redact(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = SECRET_KEYS.test(key) ? '[redacted]' : value;
  return out;
}

export function createLogger(service: string) {
  const write = (level: 'info' | 'warn' | 'error', msg: string, fields: LogFields = {}) => {
    if (process.env.LOG_LEVEL === 'silent') return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, service, msg, ...redact(fields) });
    (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
  };
  return {
    info: (msg: string, fields?: LogFields) => write('info', msg, fields),
    warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
    error: (msg: string, fields?: LogFields) => write('error', msg, fields),
  };
}
export type Logger = ReturnType<typeof createLogger>;
