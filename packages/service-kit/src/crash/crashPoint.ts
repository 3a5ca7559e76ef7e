import fs from 'node:fs';

/** The variable naming the fault injection points that kill the process; only the crash drills set it. */
export const CRASH_POINT_VAR = 'LINHAGEM_CRASH_POINT';
/** A file written when a point fires: with it set, each point fires once (the supervisor's restart runs on). */
export const CRASH_MARKER_VAR = 'LINHAGEM_CRASH_MARKER';

/**
 * A fault injection point between two writes (docs/adr-crash-consistency.md): when LINHAGEM_CRASH_POINT (a
 * comma-separated list) names `point`, the process kills itself with SIGKILL right here, as a power cut would.
 * With LINHAGEM_CRASH_MARKER set it fires only if that file does not exist yet, and creates it first. Inert when
 * the variable is unset: one lookup of the environment.
 */
export function crashPoint(point: string): void {
  const points = process.env[CRASH_POINT_VAR];
  if (!points || !points.split(',').includes(point)) return;
  const marker = process.env[CRASH_MARKER_VAR];
  if (marker) {
    try {
      fs.writeFileSync(marker, `${point} ${process.pid}\n`, { flag: 'wx' });
    } catch {
      return; // fired once already
    }
  }
  process.kill(process.pid, 'SIGKILL');
  // nothing after the kill may run, not even this tick's next write
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
}
