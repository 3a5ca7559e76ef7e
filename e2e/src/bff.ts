import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { systemState } from './state';
import { runTag } from './ui';

const headers = () => ({ 'X-Requested-With': 'XMLHttpRequest', Origin: systemState().baseURL });

/** Signs in through the API (POST /login) in `context` and answers its request client, which calls the BFF as a browser would. */
export async function apiAs(
  context: BrowserContext,
  username: string,
  password: string,
): Promise<APIRequestContext> {
  const login = await context.request.post(`${systemState().baseURL}/login`, {
    data: { username, password },
    headers: headers(),
  });
  if (!login.ok()) throw new Error(`login ${username}: ${login.status()}`);
  return context.request;
}

/** POSTs `data` to the BFF; a refusal fails the journey with its status and body. */
export async function post<T = { id: string }>(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(`${systemState().baseURL}${path}`, { data, headers: headers() });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** A PrimeReact dropdown by its input id: open it, click the option, wait for the panel to close. */
export async function choose(page: Page, inputId: string, option: string | RegExp) {
  await page.locator(`.p-dropdown:has([id="${inputId}"])`).click();
  await page.locator('.p-dropdown-panel .p-dropdown-item', { hasText: option }).first().click();
  await page.locator('.p-dropdown-panel').waitFor({ state: 'hidden' });
}

/**
 * A NORMAL staff member made by the administrator for one journey (a user name unique to the run), then the
 * context signed out again: the journey signs in as that person through the screens.
 */
export async function newStaffMember(
  context: BrowserContext,
  { prefix, name, password }: { prefix: string; name: string; password: string },
): Promise<string> {
  const { admin } = systemState();
  const userName = `${prefix}.${runTag()}`.toLowerCase().slice(0, 40);
  const request = await apiAs(context, admin.username, admin.password);
  await post(request, '/api/user', { name, userName, typeUser: 'NORMAL', password, active: true });
  await context.clearCookies();
  return userName;
}
