import { fillMergeFields, type RenderTemplate } from '@linhagem/contracts';
import { htmlToPdf } from './htmlToPdf';
import { mergeValues, type MergeInput } from './mergeValues';
import type { PdfBlock } from './pdfContent';

/** A letter or contract: its fragments inserted, its merge fields filled for the protocol and client, as PDF blocks. */
export function templateContent(
  template: RenderTemplate,
  input: MergeInput,
): { title: string; content: PdfBlock[] } {
  const html = fillMergeFields(template.text, mergeValues(input), template.fragments);
  return { title: template.name, content: htmlToPdf(html) };
}
