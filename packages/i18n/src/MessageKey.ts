import type { Resources } from './resources';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Any translation as `namespace:key` (`clients:client.has-wedding`), checked against the en-US resources. */
export type MessageKey = {
  [Ns in keyof Resources & string]: `${Ns}:${Leaves<Resources[Ns]>}`;
}[keyof Resources & string];
