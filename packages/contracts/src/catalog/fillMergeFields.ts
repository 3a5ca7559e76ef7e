import { escapeHtml } from '../escapeHtml';
import { MERGE_FIELD_CATALOGUE, type MergeField } from '../mergeFields/mergeFieldCatalogue';

/**
 * A letter's or contract's HTML with its `{{fragment:CODE}}` placeholders replaced by the fragments' HTML (already
 * sanitised by catalog) and then its `{{field}}` placeholders by `values`, HTML-escaped (but the catalogue's `html`
 * fields, markup the server built). A field `values` names without a value becomes ''; a placeholder `values` does
 * not name is left as written (catalog refuses unknown fields when a template is saved).
 */
export function fillMergeFields(
  html: string,
  values: Partial<Record<MergeField, string>>,
  fragments: Record<string, string> = {},
): string {
  const known = new Set<string>(Object.keys(values));
  return html
    .replace(/\{\{fragment:([A-Za-z0-9_.-]+)\}\}/g, (_, code: string) => fragments[code] ?? '')
    .replace(/\{\{(\w+)\}\}/g, (placeholder, field: string) =>
      known.has(field)
        ? MERGE_FIELD_CATALOGUE[field as MergeField]?.html
          ? (values[field as MergeField] ?? '')
          : escapeHtml(values[field as MergeField] ?? '')
        : placeholder,
    );
}
