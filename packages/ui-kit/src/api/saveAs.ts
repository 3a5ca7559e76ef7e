/** Saves bytes the api client fetched (`responseType: 'blob'`) under a name, as the browser's own download does. */
export function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // revoked later, not at once: a browser may still be reading the address when click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
