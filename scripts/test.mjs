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

async function main() {
  let failed = false;
  if (!onlyE2e) {
    // the tests that start boxes as `npm start` does (the restore and crash drills) run their builds; built once
    // here (swc, seconds), two of them running side by side never rebuild the same dist under each other
    console.log('\n▶ building the services for the tests that start them');
    await build({ nodeOnly: true, log: (line) => console.log(`  ${line}`) });
    const code = await jest(
      ['--config', 'jest.config.cjs', '--maxWorkers=2'],
      'unit and service tests of every workspace',
    );
    failed ||= code !== 0;
  }
  if (!onlyUnit) {
    const chromium = findChromium();
    if (!chromium) {
      console.error(CHROMIUM_HELP);
      process.exit(1);
    }
    console.log('\n▶ building what the browser tests need');
    await build({ log: (line) => console.log(`  ${line}`) });
    process.env.LINHAGEM_PREBUILT = '1';
    const code = await jest(
      ['--config', 'e2e/jest.config.cjs', '--runInBand'],
      `browser journeys in ${chromium}`,
    );
    failed ||= code !== 0;
  }
  console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(1);
});
