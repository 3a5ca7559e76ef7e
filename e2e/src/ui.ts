import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { systemState } from './state';

/** playwright-core has no web-first assertions: polls until `read` answers `expected` (compared as JSON). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 30000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    if (Date.now() > deadline)
      throw new Error(`expected ${JSON.stringify(expected)}, found ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls an input's value until it is the expected one. */
export const expectValue = (locator: Locator, value: string, timeout?: number) =>
  eventually(() => locator.inputValue(), value, timeout);

/** Letters only, different on every run: names made with it never meet another journey's records. */
export const runTag = (): string =>
  Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('')
    .replace(/^./, (first) => first.toUpperCase());

export type ApiAnswer<T> = { status: number; body: T };

/** Calls the BFF from the signed-in page, as the ui kit does (same cookies, the CSRF header). */
export async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

/** Calls the BFF with a browser context's own request client (its cookies, no page); throws on a refusal. */
export async function requestApi<T = unknown>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
): Promise<T> {
  const { baseURL } = systemState();
  const response = await request[method](`${baseURL}${path}`, {
    data,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A browser context signed in through `POST /login`, for API calls (test data) and pages alike. */
export async function signedInContext(
  browser: Browser,
  user: { userName: string; password: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await requestApi(context.request, 'post', '/login', { username: user.userName, password: user.password });
  return context;
}

export type StaffMember = { name: string; userName: string; password: string };

/**
 * A NORMAL staff member added by the administrator, and a new case of `family` in their charge (test data): the
 * staff member's signed-in context (closed by the caller), the protocol's id and its portal access code.
 */
export async function staffWithCase(browser: Browser, staff: StaffMember, family: string) {
  const { admin } = systemState();
  const office = await signedInContext(browser, { userName: admin.username, password: admin.password });
  await requestApi(office.request, 'post', '/api/user', { ...staff, typeUser: 'NORMAL' });
  await office.close();
  const context = await signedInContext(browser, staff);
  const { id: protocolId } = await requestApi<{ id: string }>(context.request, 'post', '/api/protocol', {
    name: family,
    familyName: family,
  });
  const { accessCode } = await requestApi<{ accessCode: string }>(
    context.request,
    'get',
    `/api/protocol/${protocolId}`,
  );
  return { context, protocolId, accessCode };
}

/**
 * A staff member's case with a quote to give: its main client (`clientName`) and one service of `typeServiceId` for
 * that client, all through the API (test data, not the behaviour under test).
 */
export async function staffWithPricedCase(
  browser: Browser,
  staff: StaffMember,
  family: string,
  { clientName, typeServiceId }: { clientName: string; typeServiceId: string },
) {
  const made = await staffWithCase(browser, staff, family);
  const client = await requestApi<{ id: string }>(made.context.request, 'post', '/api/client', {
    name: clientName,
    confirmDuplicateName: true,
  });
  const { code } = await requestApi<{ code: string }>(
    made.context.request,
    'post',
    `/api/protocol/${made.protocolId}`,
    { name: family, familyName: family, mainClient: client.id },
  );
  await requestApi(made.context.request, 'post', `/api/protocol/${made.protocolId}/service`, {
    typeService: typeServiceId,
    clients: [client.id],
  });
  return { ...made, clientId: client.id, code };
}

/** Creates a client through the API (test data, not the behaviour under test); returns its id. */
export async function createClient(page: Page, fields: Record<string, unknown>): Promise<string> {
  const answer = await callApi<{ id: string }>(page, 'POST', '/api/client', {
    confirmDuplicateName: true,
    ...fields,
  });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`creating ${String(fields.name)}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** Whether anything on the page is wider than the window (a page that scrolls sideways). */
export const pageWiderThanWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

export type PixelStats = { meanLuminance: number; brightShare: number };

/**
 * What a person sees in a screenshot (PNG): its mean relative luminance (0 black .. 1 white) and the share of
 * bright pixels (luminance above 0.7). Decoded by the page's own canvas: no image library needed.
 */
export async function pixelStats(page: Page, png: Buffer): Promise<PixelStats> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const drawing = canvas.getContext('2d')!;
    drawing.drawImage(image, 0, 0);
    const { data } = drawing.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    let bright = 0;
    for (let i = 0; i < data.length; i += 4) {
      const luminance = (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255;
      sum += luminance;
      if (luminance > 0.7) bright += 1;
    }
    const pixels = data.length / 4;
    return { meanLuminance: sum / pixels, brightShare: bright / pixels };
  }, png.toString('base64'));
}
