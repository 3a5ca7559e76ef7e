import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';
import { File as NodeFile } from 'node:buffer';

// PrimeReact forms re-render slowly under jsdom, more so when every workspace's tests run at once.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no layout: Quill (the rich-text editor) measures the caret's range to scroll it into view
if (!Range.prototype.getBoundingClientRect) {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
}

// jest-fixed-jsdom gives Node's Blob but keeps jsdom's File, whose slices cannot be read (no arrayBuffer())
globalThis.File = NodeFile as unknown as typeof File;
