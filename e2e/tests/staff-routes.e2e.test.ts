import { STAFF_ROUTES, type StaffRoute } from '@linhagem/contracts';
import { openPage } from '../src/browser';
import { VISIBLE, signIn, useJourneyPage } from '../src/journey';
import { systemState } from '../src/state';
import { callApi, createClient, runTag } from '../src/ui';

// DESIGN "One table for routes and services": every staff route of the table opens as the administrator, each tab
// of a record too, and draws its page: never the instability banner of spec section 8 (a remote that does not
// expose the module the table names), never a console error or a failed request. Records are made over the API.

const journey = useJourneyPage({ viewport: { width: 1366, height: 900 } });
const tag = runTag();

/** The ids of the records a route's `:id` opens, by the route's API family. */
type Records = Partial<Record<NonNullable<StaffRoute['family']>, string>>;

/** The concrete addresses of a route: without its optional segments, and with a record and each of its tabs. */
function addressesOf(route: StaffRoute, records: Records): string[] {
  const id = route.family ? records[route.family] : undefined;
  const segments = route.path.split('/');
  const without = segments.filter((segment) => !segment.endsWith('?'));
  const addresses: string[] = [];
  if (!without.some((segment) => segment.startsWith(':'))) addresses.push(without.join('/'));
  if (!id || !segments.some((segment) => segment.startsWith(':id'))) return addresses;
  const withId = segments
    .filter((segment) => segment !== ':tab?')
    .map((segment) => (segment.startsWith(':id') ? id : segment))
    .join('/');
  addresses.push(withId, ...(route.tabs ?? []).map((tab) => `${withId}/${tab}`));
  return addresses;
}

describe('every staff route', () => {
  const records: Records = {};

  beforeAll(async () => {
    const { page } = journey;
    await signIn(page);
    records.client = await createClient(page, { name: `Ana Rotas ${tag}` });
    const protocol = await callApi<{ id: string }>(page, 'POST', '/api/protocol', {
      name: `Família Rotas ${tag}`,
      familyName: `Rotas ${tag}`,
    });
    expect(protocol.status).toBe(201);
    records.protocol = protocol.body.id;
    const templates = await callApi<{ id: string }[]>(page, 'GET', '/api/form-template');
    expect(templates.status).toBe(200);
    records['form-template'] = templates.body[0]?.id;
  });

  it('opens every page of the table with its page drawn, no banner, no console error', async () => {
    // a page of its own, so the sign-in's requests are not counted against the first route
    const { page, problems } = await openPage(journey.context);
    page.setDefaultTimeout(30000);
    const addresses = STAFF_ROUTES.flatMap((route) => addressesOf(route, records));
    expect(addresses).toContain('/consular-queue');
    const broken: string[] = [];
    for (const address of addresses) {
      problems.consoleErrors.length = 0;
      problems.failedRequests.length = 0;
      await page.goto(`${systemState().baseURL}${address}`, { waitUntil: 'load' });
      const main = page.locator('#main-content');
      await main.locator('h1, [data-testid="instability-banner"]').first().waitFor(VISIBLE);
      // what the page loads after its heading (lists, tabs) has settled
      await page.waitForLoadState('networkidle');
      const banner = await main.getByTestId('instability-banner').count();
      if (banner > 0) broken.push(`${address}: the instability banner`);
      // a request of the page before, cut short by this navigation, is no fault of this page
      const failed = problems.failedRequests.filter((request) => !request.endsWith('net::ERR_ABORTED'));
      for (const error of [...problems.consoleErrors, ...failed]) broken.push(`${address}: ${error}`);
    }
    expect(broken).toEqual([]);
  }, 600_000);
});
