import { openPage } from '../src/browser';
import { useBrowserContext, VISIBLE } from '../src/journey';
import { systemState } from '../src/state';

const currentContext = useBrowserContext();

test('the page at / renders with no console error and no failed request', async () => {
  const { baseURL } = systemState();
  const { page, problems } = await openPage(currentContext());
  await page.goto(`${baseURL}/`, { waitUntil: 'load' });
  // A visitor who has not signed in lands on the login form (pt-BR by default).
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(VISIBLE);
  await page.waitForLoadState('networkidle', { timeout: 30000 });
  expect(page.url()).toMatch(/\/login/);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('the shell loads a remote at run time from the manifest the BFF advertises', async () => {
  const { baseURL } = systemState();
  const remotes = (await (await fetch(`${baseURL}/mf-remotes.json`)).json()) as {
    remotes: { name: string; entry: string }[];
  };
  expect(remotes.remotes.map((r) => r.name).sort()).toEqual([
    'mf_clients',
    'mf_config',
    'mf_protocols',
    'mf_public_portal',
  ]);
  for (const remote of remotes.remotes) {
    const manifest = await fetch(new URL(remote.entry, baseURL));
    expect(manifest.status).toBe(200);
    expect(((await manifest.json()) as { name: string }).name).toBe(remote.name);
  }
});
