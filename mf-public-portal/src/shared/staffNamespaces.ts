// The standalone page's stand-in for the staff-only i18n namespaces (webpack.config.cjs): the family's pages never
// show their texts, so the page does not download them. The federated remote keeps the real ones.
const empty = { 'en-US': {}, 'pt-BR': {} } as never;
export const protocols = empty;
export const config = empty;
export const shell = empty;
