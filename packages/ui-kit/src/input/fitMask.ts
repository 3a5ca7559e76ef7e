/** Mask symbols (PrimeReact InputMask's): 9 a digit, a a letter, * a digit or a letter; anything else is a literal. */
const fits = (symbol: string, char: string) =>
  symbol === '9' ? /\d/.test(char) : symbol === 'a' ? /[A-Za-z]/.test(char) : /[0-9A-Za-z]/.test(char);
const isSlot = (symbol: string) => symbol === '9' || symbol === 'a' || symbol === '*';

/**
 * What the person typed, fitted into the mask: characters that do not fit a slot are dropped, literals are
 * written only up to the last typed character (`52998` → `529.98`, `529.` → `529`), letters upper-cased.
 */
export function fitMask(mask: string, typed: string): string {
  const chars = typed
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .split('');
  let out = '';
  let pending = '';
  for (const symbol of mask) {
    if (chars.length === 0) break;
    if (!isSlot(symbol)) {
      pending += symbol;
      continue;
    }
    while (chars.length > 0 && !fits(symbol, chars[0])) chars.shift();
    if (chars.length === 0) break;
    out += pending + chars.shift();
    pending = '';
  }
  return out;
}

/** How many slot characters (letters and digits) come before position `caret` of a masked text. */
export function slotsBefore(text: string, caret: number): number {
  return (text.slice(0, caret).match(/[0-9A-Za-z]/g) ?? []).length;
}

/** The position just after the `count`-th slot character of a masked text. */
export function caretAfterSlots(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[0-9A-Za-z]/.test(text[i])) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}
