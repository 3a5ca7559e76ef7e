/**
 * Work that holds a whole file in memory (a PDF parsed by pdf-lib, a page drawn by pdfjs, a picture decoded by
 * sharp) runs one task at a time in this box: five parallel 20 MB uploads then raise its memory by about one file
 * and its parse, not five (docs/adr-documents.md "Memory"). A task's failure does not stop the ones after it; a
 * task must not wait for another task (it would wait for itself).
 */
let tail: Promise<unknown> = Promise.resolve();

export function runWholeFileWork<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
