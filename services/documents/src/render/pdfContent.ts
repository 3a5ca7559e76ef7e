/** The part of pdfmake's document definition the renderer builds: text runs, blocks, lists and tables. */
export type PdfInline = {
  text: string | PdfInline[];
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  link?: string;
  color?: string;
  fontSize?: number;
  sup?: boolean;
  sub?: boolean;
  /** 'break-all': a long run without spaces (a Pix "copia e cola") wraps anywhere instead of running off the page */
  wordBreak?: 'normal' | 'break-all';
};
export type PdfAlignment = 'left' | 'center' | 'right' | 'justify';
export type PdfCell = PdfBlock & { colSpan?: number; rowSpan?: number; fillColor?: string };
export type PdfBlock =
  | (Omit<PdfInline, 'text'> & {
      text: string | PdfInline[];
      alignment?: PdfAlignment;
      margin?: number[];
      style?: string;
    })
  | { stack: PdfBlock[]; margin?: number[] }
  | { ul: PdfBlock[]; margin?: number[] }
  | { ol: PdfBlock[]; margin?: number[] }
  | { columns: PdfBlock[]; columnGap?: number; margin?: number[] }
  | { image: string; fit?: [number, number]; width?: number; margin?: number[] }
  | {
      table: { body: PdfCell[][]; widths?: Array<string | number>; headerRows?: number };
      layout?: string;
      margin?: number[];
    }
  | { canvas: object[]; margin?: number[] }
  /** pdfmake's own QR code, drawn as vectors: sharp at any printed size */
  | { qr: string; fit: number; eccLevel?: 'L' | 'M' | 'Q' | 'H'; width?: number; margin?: number[] };
