// pdfmake 0.3 ships no types (DefinitelyTyped's are for 0.2): the little of it the renderer uses (render/renderPdf.ts).
declare module 'pdfmake' {
  type OutputDocument = { getBuffer(): Promise<Buffer> };
  const pdfmake: {
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: object): OutputDocument;
  };
  export = pdfmake;
}
