import fs from 'node:fs';
import path from 'node:path';

/** The variable naming the fault injection points that kill the process; only the crash drills set it. */
export const CRASH_POINT_VAR = 'LINHAGEM_CRASH_POINT';
/** A folder of one file per point that fired: with it set, each point fires once (the supervisor's restart runs on). */
export const CRASH_MARKERS_VAR = 'LINHAGEM_CRASH_MARKERS';

/** The file that says `point` fired (and keeps it from firing again) in the markers folder. */
export const crashMarkerFile = (folder: string, point: string) =>
  path.join(folder, `${point.replace(/[^\w-]/g, '-')}.crashed`);

/**
 * A fault injection point between two writes (docs/adr-crash-consistency.md): when LINHAGEM_CRASH_POINT (a
 * comma-separated list) names `point`, the process kills itself with SIGKILL right here, as a power cut would.
 * With LINHAGEM_CRASH_MARKERS set it fires only while the point's file is absent from that folder, and writes it
 * first. Inert when the variable is unset: one lookup of the environment.
 */
export function crashPoint(point: string): void {
  const points = process.env[CRASH_POINT_VAR];
  if (!points || !points.split(',').includes(point)) return;
  const markers = process.env[CRASH_MARKERS_VAR];
  if (markers) {
    try {
      fs.writeFileSync(crashMarkerFile(markers, point), `${point} ${process.pid}\n`, { flag: 'wx' });
    } catch {
      return; // fired once already (or not armed)
    }
  }
  process.kill(process.pid, 'SIGKILL');
  // nothing after the kill may run, not even this tick's next write
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
}
