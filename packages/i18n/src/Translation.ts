/** The same tree of keys as the English resource, with any text: pt-BR must have every en-US key. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
