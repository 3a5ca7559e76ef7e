import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// PrimeReact forms re-render slowly under jsdom, more so when every workspace's tests run at once.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

// jsdom has no layout: Quill (the rich-text editor) measures the caret's range to scroll it into view
if (!Range.prototype.getBoundingClientRect) {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
}
