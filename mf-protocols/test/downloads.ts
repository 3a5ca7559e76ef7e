/**
 * What the page "saved": jsdom does not download, so the anchor's click (where a browser would save the file) and
 * `URL.createObjectURL` (the blob it would save) are recorded instead. Call in a `beforeEach`; read after the click.
 */
export function captureDownloads(): { saved: Blob[]; names: string[] } {
  const captured = { saved: [] as Blob[], names: [] as string[] };
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    captured.names.push(this.download);
  });
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      captured.saved.push(blob);
      return 'blob:download';
    }),
    revokeObjectURL: jest.fn(),
  });
  return captured;
}
