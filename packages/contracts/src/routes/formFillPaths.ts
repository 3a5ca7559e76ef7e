import { API_FAMILIES } from './apiFamilies';

const seg = encodeURIComponent;

/**
 * Official forms filled for a protocol (docs/adr-pdf-rendering.md "Official forms"): under the protocol's path but
 * served by services/documents, which the BFF reaches through API_PATH_OVERRIDES.
 */
export const FORM_FILL_API = {
  /** `POST FormFillBody` → `FormFillResult[]`, one per PDF made, each stored as a document of the protocol */
  fill: (protocolId: string) => `${API_FAMILIES.protocol.prefix}/${seg(protocolId)}/forms/fill`,
  fillRoute: `${API_FAMILIES.protocol.prefix}/:id/forms/fill`,
} as const;
