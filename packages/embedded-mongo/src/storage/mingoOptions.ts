/** Options for every mingo evaluation: no server-side JavaScript ($where, $function, $accumulator). */
export const MINGO = { scriptEnabled: false } as const;
