import { execFileSync } from 'node:child_process';
import { root } from './workspaces';

/**
 * How many complaints of `ruleId` the repository's lint makes about `code` written in each of `files`, in one plain
 * node run: jest runs the tests as CommonJS, where ESLint cannot load the repository's eslint.config.mjs.
 */
export function lintComplaints(code: string, files: string[], ruleId: string): Record<string, number> {
  const script = `const { ESLint } = require('eslint');
    const eslint = new ESLint({ cwd: process.cwd() });
    const [code, files, ruleId] = JSON.parse(process.argv[1]);
    Promise.all(files.map((filePath) => eslint.lintText(code, { filePath }))).then((results) =>
      process.stdout.write(JSON.stringify(Object.fromEntries(results.map(([result], i) =>
        [files[i], result.messages.filter((m) => m.ruleId === ruleId).length])))));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify([code, files, ruleId])], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as Record<string, number>;
}
