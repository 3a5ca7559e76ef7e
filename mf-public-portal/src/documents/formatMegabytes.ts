/** A size in bytes as whole megabytes (1 MB = 1,048,576 bytes) in the language's way: `25 MB`. */
export function formatMegabytes(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  const digits = megabytes < 10 && !Number.isInteger(megabytes) ? 1 : 0;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(megabytes)} MB`;
}
