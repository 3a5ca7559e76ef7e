import {
  PDFButton,
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFOptionList,
  PDFRadioGroup,
  PDFSignature,
  PDFTextField,
  type PDFField,
} from 'pdf-lib';
import type { FormFieldType, FormTemplateField } from '@linhagem/contracts';

/** The type of a field of a PDF's form (pdf-lib's classes); undefined for a kind it does not know. */
export function fieldType(field: PDFField): FormFieldType | undefined {
  if (field instanceof PDFTextField) return 'TEXT';
  if (field instanceof PDFCheckBox) return 'CHECKBOX';
  if (field instanceof PDFDropdown) return 'DROPDOWN';
  if (field instanceof PDFOptionList) return 'OPTION_LIST';
  if (field instanceof PDFRadioGroup) return 'RADIO';
  if (field instanceof PDFSignature) return 'SIGNATURE';
  if (field instanceof PDFButton) return 'BUTTON';
  return undefined;
}

const optionsOf = (field: PDFField): string[] | undefined =>
  field instanceof PDFDropdown || field instanceof PDFOptionList || field instanceof PDFRadioGroup
    ? field.getOptions()
    : undefined;

/** The fields of a PDF's form (AcroForm), each once, by its full name, in the form's order. */
export function listFormFields(pdf: PDFDocument): FormTemplateField[] {
  const seen = new Set<string>();
  const fields: FormTemplateField[] = [];
  for (const field of pdf.getForm().getFields()) {
    const name = field.getName();
    const type = fieldType(field);
    if (!type || seen.has(name)) continue;
    seen.add(name);
    const options = optionsOf(field);
    fields.push({ name, type, ...(options && { options }) });
  }
  return fields;
}
