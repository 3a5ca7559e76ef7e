/** Issue codes of a typed matrícula (the form and the service read the same ones). */
export const MATRICULA_MESSAGES = {
  /** not 32 digits once dots and spaces are dropped */
  not32Digits: 'reading.matricula-not-32-digits',
  /** the check digits disagree: "matrícula inválida: leitura ou cópia a conferir" */
  invalid: 'reading.matricula-invalid',
} as const;
