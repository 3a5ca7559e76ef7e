import { lintComplaints } from './lintComplaints';

// STYLE "One source of truth": an API path is written once, in packages/contracts; the lint keeps the screens off
// '/api/…' strings so a second copy cannot creep back.
const SCREEN_CODE = [
  "export const list = '/api/client/pagination';",
  'export const item = (id: string) => `/api/client/${id}`;',
  "export const page = '/apiary';",
].join('\n');

/** How many '/api/…' complaints the repository's lint makes about SCREEN_CODE in each file. */
const complaints = (files: string[]) => lintComplaints(SCREEN_CODE, files, 'no-restricted-syntax');

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
