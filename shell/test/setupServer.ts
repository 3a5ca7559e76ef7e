import { server } from './server';
import { resetBrowserState } from './renderApp';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetBrowserState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
