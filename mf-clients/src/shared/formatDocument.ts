import { onlyDigits } from '@linhagem/contracts';

/** Stored digits shown with the CPF (999.999.999-99) or CNPJ (99.999.999/9999-99) mask. */
export function formatDocument(value: string | null | undefined): string {
  const digits = onlyDigits(value ?? '');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return value ?? '';
}
