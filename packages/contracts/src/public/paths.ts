import { API_FAMILIES } from '../routes/apiFamilies';

const base = API_FAMILIES.public.prefix;
const seg = encodeURIComponent;

/** The public portal's calls (spec 7 "Public portal"), paths exactly as the spec names them. */
export const PUBLIC_API = {
  clients: (protocolId: string, accessCode: string) => `${base}/client/${seg(protocolId)}/${seg(accessCode)}`,
  withUnderage: (protocolId: string, accessCode: string) =>
    `${PUBLIC_API.clients(protocolId, accessCode)}/with-underage`,
  client: (protocolId: string, accessCode: string, clientId: string) =>
    `${PUBLIC_API.clients(protocolId, accessCode)}/${seg(clientId)}`,
  underageLink: (protocolId: string, accessCode: string, linkId: string) =>
    `${PUBLIC_API.clients(protocolId, accessCode)}/protocol-type-service/${seg(linkId)}`,
  sendNotification: (protocolId: string, accessCode: string) =>
    `${PUBLIC_API.clients(protocolId, accessCode)}/send-notification`,
  protocol: (protocolId: string, accessCode: string) =>
    `${base}/protocol/${seg(protocolId)}/${seg(accessCode)}`,
} as const;

/** Koa route patterns of the same calls, under the public prefix. */
export const PUBLIC_ROUTES = {
  clientPrefix: `${base}/client/:protocolId/:accessCode`,
  protocol: `${base}/protocol/:protocolId/:accessCode`,
} as const;

/** Staff notifications (DESIGN "Notifications"): the signed-in user's list, one marked read, all marked read. */
export const NOTIFICATION_API = {
  list: API_FAMILIES.notification.prefix,
  read: (id: string) => `${API_FAMILIES.notification.prefix}/${seg(id)}/read`,
  readAll: `${API_FAMILIES.notification.prefix}/read-all`,
} as const;
