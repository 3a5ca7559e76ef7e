import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of rich text (DESIGN "Rich text"): what PrimeReact's Editor (Quill) produces, nothing that
 * runs: no script, no event attribute, no style, links only to http(s) and mailto. `{{merge}}` placeholders
 * are plain text and pass through.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a', 'ul', 'ol', 'li', 'blockquote',
    'h1', 'h2', 'h3', 'h4', 'pre', 'code', 'sub', 'sup',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ], // prettier-ignore
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    // Quill 2 writes every list as <ol> and says on each item whether it is a bullet
    li: ['data-list'],
    th: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': [/^ql-(align|indent|size|font)-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
