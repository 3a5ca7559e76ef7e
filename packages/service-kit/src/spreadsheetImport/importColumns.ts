/** Headers as columns: empty ones named by their letter, a repeated one told apart as `Nome (2)`. */
export function columnsOf(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, index) => {
    const name = raw.trim().replace(/\s+/g, ' ').slice(0, 150) || `#${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
