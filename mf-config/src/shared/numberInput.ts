/**
 * PrimeReact's InputNumber reports a typed number on blur (`onValueChange`) and key by key (`onChange`): listen to
 * both, so what follows the value (the type service's price example) changes as it is typed.
 */
export const onNumber = (apply: (value: number) => void) => ({
  onChange: (event: { value: number | null }) => apply(event.value ?? 0),
  onValueChange: (event: { value?: number | null }) => apply(event.value ?? 0),
});
