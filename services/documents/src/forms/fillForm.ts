import {
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFOptionList,
  PDFRadioGroup,
  PDFTextField,
  StandardFonts,
  type PDFField,
  type PDFFont,
} from 'pdf-lib';
import type { FormEmptyField, FormTemplateField, MergeField } from '@linhagem/contracts';

/** A checkbox mapped to one of these (or to an empty value) stays unticked; any other value ticks it. */
const NO_WORDS = new Set(['', '0', 'false', 'no', 'não', 'nao', 'off', 'n']);

/** Accents, case and spaces aside: "São Paulo" picks the option "SAO PAULO". */
const loose = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Text a standard font can draw: Helvetica's WinAnsi set holds every Portuguese and Italian letter; any other
 * letter falls back to its unaccented base ("ł" stays, "ő" is "o"), else "?". An embedded TrueType font would
 * need fontkit, one more library for letters these forms do not ask for.
 */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    if (char === '\n' || known.has(char.codePointAt(0)!)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => known.has(c.codePointAt(0)!)) && base ? base : '?';
    }
  }
  return out;
}

export type FillOutcome = { bytes: Uint8Array; filled: number; total: number; empty: FormEmptyField[] };

/** The option matching a value: the same text, else the same letters without accents or case. */
function pickOption(options: string[], value: string): string | undefined {
  return options.find((o) => o === value) ?? options.find((o) => loose(o) === loose(value));
}

/** Fills one field; false when the value fits none of its options. */
function fillField(field: PDFField, value: string, font: PDFFont): boolean {
  if (field instanceof PDFTextField) {
    const max = field.getMaxLength();
    const text = drawable(value, font);
    field.setText(max !== undefined ? text.slice(0, max) : text);
    return true;
  }
  if (field instanceof PDFCheckBox) {
    if (NO_WORDS.has(loose(value))) field.uncheck();
    else field.check();
    return true;
  }
  if (field instanceof PDFDropdown || field instanceof PDFOptionList || field instanceof PDFRadioGroup) {
    const option = pickOption(field.getOptions(), value);
    if (option !== undefined) {
      field.select(option);
      return true;
    }
    if (field instanceof PDFDropdown && field.isEditable()) {
      field.select(drawable(value, font));
      return true;
    }
    return false;
  }
  return false;
}

/**
 * A fillable PDF filled from its mapping: each field takes its fixed text or its merge field's value; the PDF stays
 * fillable (staff may correct a field before it is printed). A field left empty says why (`FormEmptyReason`).
 * Fields are found by the names read at upload; one the PDF no longer has counts as not mapped.
 */
export async function fillForm(
  template: Uint8Array,
  fields: FormTemplateField[],
  values: Record<MergeField, string>,
): Promise<FillOutcome> {
  const pdf = await PDFDocument.load(template, { updateMetadata: false });
  const form = pdf.getForm();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const byName = new Map(form.getFields().map((f) => [f.getName(), f]));
  const empty: FormEmptyField[] = [];
  let filled = 0;
  for (const mapping of fields) {
    const field = byName.get(mapping.name);
    if (mapping.type === 'SIGNATURE' || mapping.type === 'BUTTON') {
      empty.push({ field: mapping.name, reason: 'not-fillable' });
      continue;
    }
    const mergeField = mapping.mergeField as MergeField | undefined;
    if (!field || (mergeField === undefined && mapping.text === undefined)) {
      empty.push({ field: mapping.name, reason: 'not-mapped' });
      continue;
    }
    const value = (mergeField !== undefined ? values[mergeField] : mapping.text) ?? '';
    if (value.trim() === '') {
      empty.push({ field: mapping.name, reason: 'no-value', ...(mergeField && { mergeField }) });
      continue;
    }
    if (fillField(field, value, font)) filled++;
    else empty.push({ field: mapping.name, reason: 'no-option', ...(mergeField && { mergeField }) });
  }
  form.updateFieldAppearances(font);
  const bytes = await pdf.save({ updateFieldAppearances: false });
  return { bytes, filled, total: fields.length, empty };
}
