/** Stable `code` of the rendering's refusals (HTTP status in the comment). */
export const RENDER_ERROR_CODES = {
  /** 400 the client named is not one of the protocol's clients; details `{ clientId }` */
  clientNotInProtocol: 'render.client-not-in-protocol',
  /** 409 the letter or contract is inactive */
  templateInactive: 'render.template-inactive',
  /** 503 services/protocols or services/catalog could not be asked */
  unavailable: 'render.unavailable',
} as const;
