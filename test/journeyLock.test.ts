import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';

// The journeys' readers-writer lock (e2e/src/journeyLock.ts) across processes, as jest's workers use it: each
// holder is its own process, logs when it holds the lock and when it lets go, and the log must show a writer
// alone and readers together.
const lockSource = path.join(__dirname, '../e2e/src/journeyLock.ts');

function holder(
  moduleFile: string,
  dir: string,
  log: string,
  name: string,
  exclusive: boolean,
  holdMs: number,
) {
  const script = `
    const fs = require('node:fs');
    const { acquireJourneyLock } = require(${JSON.stringify(moduleFile)});
    (async () => {
      const release = await acquireJourneyLock(${JSON.stringify(dir)}, ${exclusive});
      fs.appendFileSync(${JSON.stringify(log)}, '+${name}\\n');
      await new Promise((resolve) => setTimeout(resolve, ${holdMs}));
      fs.appendFileSync(${JSON.stringify(log)}, '-${name}\\n');
      release();
    })();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'inherit' });
  return new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited ${code}`)))),
  );
}

/** Who held the lock at the same time as whom, from the +name/-name log. */
function overlaps(log: string): Array<[string, string]> {
  const holding = new Set<string>();
  const pairs: Array<[string, string]> = [];
  for (const line of fs.readFileSync(log, 'utf8').trim().split('\n')) {
    const name = line.slice(1);
    if (line.startsWith('+')) {
      for (const other of holding) pairs.push([other, name]);
      holding.add(name);
    } else holding.delete(name);
  }
  return pairs;
}

describe('the journeys readers-writer lock', () => {
  let work: string;
  let moduleFile: string;
  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-lock-'));
    moduleFile = path.join(work, 'journeyLock.js');
    fs.writeFileSync(
      moduleFile,
      transformFileSync(lockSource, {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      }).code,
    );
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('lets readers share it and keeps each writer alone', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'lock-'));
    const log = path.join(work, 'log-1');
    await Promise.all([
      holder(moduleFile, dir, log, 'r1', false, 600),
      holder(moduleFile, dir, log, 'r2', false, 600),
      holder(moduleFile, dir, log, 'w1', true, 300),
      holder(moduleFile, dir, log, 'w2', true, 300),
      holder(moduleFile, dir, log, 'r3', false, 300),
    ]);
    const pairs = overlaps(log);
    expect(pairs.filter((pair) => pair.some((name) => name.startsWith('w')))).toEqual([]);
    expect(fs.readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(10);
  }, 30000);

  it('frees the lock of a holder whose process ended without letting go', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'lock-'));
    fs.mkdirSync(path.join(dir, 'writer'), { recursive: true });
    // a pid no process has: the largest pid Linux gives is below 2^22
    fs.writeFileSync(path.join(dir, 'writer', 'holder-4194304'), '');
    const log = path.join(work, 'log-2');
    await holder(moduleFile, dir, log, 'r1', false, 10);
    expect(fs.readFileSync(log, 'utf8')).toBe('+r1\n-r1\n');
  }, 30000);
});
