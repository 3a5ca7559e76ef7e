import { execFileSync } from 'node:child_process';
import { root } from './workspaces';

// STYLE "One source of truth": an API path is written once, in packages/contracts; the lint keeps the screens off
// '/api/…' strings so a second copy cannot creep back.
const SCREEN_CODE = [
  "export const list = '/api/client/pagination';",
  'export const item = (id: string) => `/api/client/${id}`;',
  "export const page = '/apiary';",
].join('\n');

/** How many '/api/…' complaints the repository's lint makes about SCREEN_CODE in each file, in one plain node run. */
function complaints(files: string[]): Record<string, number> {
  // jest runs the tests as CommonJS, where ESLint cannot load the repository's eslint.config.mjs
  const script = `const { ESLint } = require('eslint');
    const eslint = new ESLint({ cwd: process.cwd() });
    const [code, files] = JSON.parse(process.argv[1]);
    Promise.all(files.map((filePath) => eslint.lintText(code, { filePath }))).then((results) =>
      process.stdout.write(JSON.stringify(Object.fromEntries(results.map(([result], i) =>
        [files[i], result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length])))));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify([SCREEN_CODE, files])], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as Record<string, number>;
}

it("refuses a screen's '/api/…' string or template, and nothing else, outside the tests", () => {
  expect(
    complaints([
      'mf-clients/src/api/probe.ts',
      'shell/src/layout/probe.tsx',
      'packages/ui-kit/src/probe.ts',
      'mf-clients/src/list/probe.test.tsx',
    ]),
  ).toEqual({
    'mf-clients/src/api/probe.ts': 2,
    'shell/src/layout/probe.tsx': 2,
    'packages/ui-kit/src/probe.ts': 2,
    'mf-clients/src/list/probe.test.tsx': 0,
  });
});
