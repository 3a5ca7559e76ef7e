// pdfjs-dist ships no types for its worker module; this box only hands it to pdfjs (preview/preview.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
