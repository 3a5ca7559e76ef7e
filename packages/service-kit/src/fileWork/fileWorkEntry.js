'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS entry, loaded as it is from src and dist */
// The module every file-work thread starts (plain CommonJS, so it loads the same from `src` and from `dist`): it
// loads the pool's worker module and runs each task a message names, saying first that it has started (the time
// limit counts from there). A worker module in TypeScript sources (jest) is compiled as it loads
// (registerTypeScript.cjs); a built one is plain JavaScript.
const { parentPort, workerData } = require('node:worker_threads');

if (workerData.filename.endsWith('.ts')) require('./registerTypeScript.cjs');
const tasks = require(workerData.filename);

parentPort.on('message', async ({ task, input }) => {
  parentPort.postMessage({ type: 'started' });
  try {
    if (typeof tasks[task] !== 'function') throw new Error(`No file task ${task}`);
    parentPort.postMessage({ type: 'done', result: await tasks[task](input) });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', message: String((error && error.stack) || error) });
  }
});
