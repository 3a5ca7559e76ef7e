import { lintComplaints } from './lintComplaints';

// docs/adr-form-kit.md: a screen's form is ui-kit's useEntityForm and its fields read the form through
// @linhagem/ui-kit/form; react-hook-form is ui-kit's own dependency, refused by lint in the shell and the remotes.
const SCREEN_CODE = [
  "import { useForm } from 'react-hook-form';",
  "import { useWatch } from '@linhagem/ui-kit/form';",
  'export const probe = [useForm, useWatch];',
].join('\n');

/** How many react-hook-form complaints the repository's lint makes about SCREEN_CODE in each file. */
const complaints = (files: string[]) => lintComplaints(SCREEN_CODE, files, 'no-restricted-imports');

it('refuses importing react-hook-form in the shell and the remotes, and lets ui-kit and the kit hooks be', () => {
  expect(
    complaints([
      'mf-clients/src/form/probe.tsx',
      'mf-protocols/src/modals/probe.tsx',
      'shell/src/auth/probe.tsx',
      'packages/ui-kit/src/form/probe.ts',
    ]),
  ).toEqual({
    'mf-clients/src/form/probe.tsx': 1,
    'mf-protocols/src/modals/probe.tsx': 1,
    'shell/src/auth/probe.tsx': 1,
    'packages/ui-kit/src/form/probe.ts': 0,
  });
});
