/** Brazilian documents and contact rules (spec 3 and 5) as pure functions, free of zod: masks and checks share them. */

/** Digits only: `123.456.789-09` → `12345678909`. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Stored digits shown with the CPF (999.999.999-99) or CNPJ (99.999.999/9999-99) mask. */
export function formatDocument(value: string | null | undefined): string {
  const digits = onlyDigits(value ?? '');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return value ?? '';
}

/** A CPF (Brazilian individual taxpayer number) from its nine base digits, with its two check digits appended. */
export function completeCpf(base: string): string {
  const digits = onlyDigits(base).slice(0, 9).split('').map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i] * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** CPF with its two check digits; masked or plain. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 && !/^(\d)\1{10}$/.test(digits) && completeCpf(digits) === digits;
}

/** CNPJ (Brazilian company number) with its two check digits; masked or plain. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    const weights =
      length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * weights[i];
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

/** spec 5: a filled email needs an at-sign and a dot (we ask for `x@y.z`, without spaces). */
export function isEmailValid(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
