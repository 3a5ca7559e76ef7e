import type { MergeField } from './catalog';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A letter's or contract's HTML with its `{{fragment:CODE}}` placeholders replaced by the fragments' HTML (already
 * sanitised by catalog) and then its `{{field}}` placeholders by `values`, HTML-escaped. A field `values` names
 * without a value becomes ''; a placeholder `values` does not name is left as written.
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
      known.has(field) ? escapeHtml(values[field as MergeField] ?? '') : placeholder,
    );
}
