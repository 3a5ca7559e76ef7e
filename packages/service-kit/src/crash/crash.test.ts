import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CRASH_MARKERS_VAR, CRASH_POINT_VAR, crashMarkerFile, crashPoint } from './crashPoint';
import { repeatUntilDone } from './repeatUntilDone';

describe('crashPoint', () => {
  const saved = { point: process.env[CRASH_POINT_VAR], marker: process.env[CRASH_MARKERS_VAR] };
  afterEach(() => {
    for (const [variable, value] of [
      [CRASH_POINT_VAR, saved.point],
      [CRASH_MARKERS_VAR, saved.marker],
    ] as const) {
      if (value === undefined) delete process.env[variable];
      else process.env[variable] = value;
    }
  });

  it('does nothing when no drill set the variable, or named another point', () => {
    delete process.env[CRASH_POINT_VAR];
    crashPoint('upload:after-file');
    process.env[CRASH_POINT_VAR] = 'person:before-link,person:after-client';
    crashPoint('upload:after-file');
    expect(process.exitCode ?? 0).toBe(0);
  });

  it("fires once per marker: with the point's file there, the restarted box runs on", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-point-'));
    const marker = crashMarkerFile(folder, 'upload:after-file');
    expect(path.basename(marker)).toBe('upload-after-file.crashed');
    fs.writeFileSync(marker, 'upload:after-file 1\n');
    process.env[CRASH_POINT_VAR] = 'upload:after-file';
    process.env[CRASH_MARKERS_VAR] = folder;
    crashPoint('upload:after-file');
    expect(fs.readFileSync(marker, 'utf8')).toBe('upload:after-file 1\n');
    fs.rmSync(folder, { recursive: true });
  });
});

describe('repeatUntilDone', () => {
  it('tries again after each failure until the work is done', async () => {
    const failures: number[] = [];
    let calls = 0;
    const result = await repeatUntilDone(
      async () => {
        calls++;
        if (calls < 3) throw new Error('protocols is starting');
        return 'settled';
      },
      { intervalMs: 1, onFailure: (_error, attempt) => failures.push(attempt) },
    );
    expect(result).toBe('settled');
    expect(failures).toEqual([1, 2]);
  });

  it('gives up after its attempts with undefined', async () => {
    const result = await repeatUntilDone(() => Promise.reject(new Error('down')), {
      intervalMs: 1,
      attempts: 3,
    });
    expect(result).toBeUndefined();
  });
});
