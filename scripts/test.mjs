// `npm test`: every workspace's jest suites, then the browser journeys of e2e/ in Debian's Chromium.
// `--unit` or `--e2e` runs one half. Ends with one plain line: "total: N passed, N failed, N skipped".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './boxes.mjs';
import { build } from './build.mjs';
import { findChromium, CHROMIUM_HELP } from '../e2e/chromium.cjs';

const onlyUnit = process.argv.includes('--unit');
const onlyE2e = process.argv.includes('--e2e');
const JEST = path.join(root, 'node_modules/jest/bin/jest.js');
const totals = { passed: 0, failed: 0, skipped: 0 };

function jest(args, label) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-jest-')), 'report.json');
  return new Promise((resolve) => {
    console.log(`\n▶ ${label}`);
    const child = spawn(process.execPath, [JEST, ...args, '--json', `--outputFile=${report}`], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      if (fs.existsSync(report)) {
        const result = JSON.parse(fs.readFileSync(report, 'utf8'));
        totals.passed += result.numPassedTests;
        totals.failed += result.numFailedTests;
        totals.skipped += result.numPendingTests + result.numTodoTests;
        // A suite that failed to load has no tests but still fails the run.
        if (result.numRuntimeErrorTestSuites) totals.failed += result.numRuntimeErrorTestSuites;
      } else if (code !== 0) totals.failed += 1;
      resolve(code ?? 1);
    });
  });
}

/** Jest workers for this machine: one per core, while each has about 1.5 GiB (a service test starts its engine). */
function jestWorkers(cores = os.availableParallelism(), memory = os.totalmem()) {
  return Math.max(1, Math.min(cores, Math.floor(memory / (1.5 * 2 ** 30))));
}

const stages = [];
/** Runs one stage and records how long it took, for the summary line of each. */
async function stage(label, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    stages.push(`${label} ${seconds.toFixed(0)} s`);
    console.log(`⏱ ${label}: ${seconds.toFixed(1)} s`);
  }
}

async function main() {
  let failed = false;
  const chromium = onlyUnit ? null : findChromium();
  if (!onlyUnit && !chromium) {
    console.error(CHROMIUM_HELP);
    process.exit(1);
  }
  // one build for every stage: the tests that start boxes as `npm start` does (the restore and crash drills)
  // find it up to date, and so does the journeys' system (LINHAGEM_PREBUILT); two of them running side by side
  // never rebuild the same dist under each other
  await stage('build', async () => {
    console.log(
      onlyUnit ? '\n▶ building the services for the tests that start them' : '\n▶ building every box',
    );
    await build({ nodeOnly: onlyUnit, log: (line) => console.log(`  ${line}`) });
  });
  if (!onlyE2e) {
    const workers = jestWorkers();
    const code = await stage('unit and service tests', () =>
      jest(
        ['--config', 'jest.config.cjs', `--maxWorkers=${workers}`],
        `unit and service tests of every workspace (${workers} workers)`,
      ),
    );
    failed ||= code !== 0;
  }
  if (!onlyUnit) {
    process.env.LINHAGEM_PREBUILT = '1';
    // Every journey shares the one system e2e/src/globalSetup.ts starts, one at a time. E2E_WORKERS=2 runs two at
    // a time (journeys that change the office's configuration still run alone, e2e/src/journeyLock.ts): 556 s
    // instead of about 780 s in CI, but three journeys failed there under that load (the tree wizard's checkbox,
    // the Documents tab's certificate label), so it waits until they hold before it becomes the default.
    const journeyWorkers = Number(process.env.E2E_WORKERS) || 1;
    const code = await stage('browser journeys', () =>
      jest(
        ['--config', 'e2e/jest.config.cjs', `--maxWorkers=${journeyWorkers}`],
        `browser journeys in ${chromium} (${journeyWorkers} at a time)`,
      ),
    );
    failed ||= code !== 0;
  }
  console.log(`\nstages: ${stages.join(', ')}`);
  console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(1);
});
