import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// PrimeReact forms re-render slowly under jsdom, more so when every workspace's tests run at once.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
