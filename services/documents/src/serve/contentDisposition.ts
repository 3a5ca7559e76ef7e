/**
 * A `Content-Disposition` header for a document's bytes (RFC 6266): `attachment` to download, `inline` to show
 * in the page. The name goes twice: `filename="…"` in plain ASCII (other characters as `_`, quotes and
 * backslashes dropped) for old clients, and `filename*=UTF-8''…` percent-encoded (RFC 5987/8187) with the real
 * name, which every current browser prefers.
 */
export function contentDisposition(fileName: string, { inline = false }: { inline?: boolean } = {}): string {
  const ascii = fileName.replace(/["\\]/g, '').replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
