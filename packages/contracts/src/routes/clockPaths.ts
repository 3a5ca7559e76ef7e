// The case's legal clock (domain notes, "What changed in 2025-2026"): deadlines, the consulate queue, custody.
import { API_FAMILIES } from './apiFamilies';

const seg = encodeURIComponent;
const protocolPrefix = API_FAMILIES.protocol.prefix;
const certificatePrefix = API_FAMILIES.certificate.prefix;

/** The case's legal clock on a protocol (domain notes, "What changed in 2025-2026"): deadlines and consulate queue. */
export const PROTOCOL_CLOCK_API = {
  /** `GET` → `Deadline[]` computed on every read; `POST DeadlineBody` → 201 `Deadline` */
  deadlines: (id: string) => `${protocolPrefix}/${seg(id)}/deadlines`,
  deadlinesRoute: `${protocolPrefix}/:id/deadlines`,
  /** `GET` → `QueueEntry` (204 when the case is in no queue); `POST QueueEntryBody` → `QueueEntry` */
  queue: (id: string) => `${protocolPrefix}/${seg(id)}/queue`,
  queueRoute: `${protocolPrefix}/:id/queue`,
} as const;

const deadlinePrefix = API_FAMILIES.deadline.prefix;
/** `/api/deadline`: one deadline, and the office's upcoming ones (the dashboard's "next 30 days"). */
export const DEADLINE_API = {
  /** `GET ?days=30&mine=` → `Deadline[]` open within the window, soonest first */
  upcoming: `${deadlinePrefix}/upcoming`,
  /** `POST` (no body) → `Deadline` marked done */
  done: (id: string) => `${deadlinePrefix}/${seg(id)}/done`,
  doneRoute: `${deadlinePrefix}/:id/done`,
} as const;

const consularPostPrefix = API_FAMILIES['consular-post'].prefix;
/** `/api/consular-post`: the consulates and comuni cases queue at (administrators write), and who waits at each. */
export const CONSULAR_POST_API = {
  /** `GET` → `ConsularPost[]`; `POST ConsularPostBody` → 201 `ConsularPost` */
  collection: consularPostPrefix,
  /** `POST ConsularPostBody` → `ConsularPost`; `DELETE` → 204 */
  item: (id: string) => `${consularPostPrefix}/${seg(id)}`,
  itemRoute: `${consularPostPrefix}/:id`,
  /** `GET ?post=&callListYear=` → `QueueEntry[]`, every case waiting at a post */
  waiting: `${consularPostPrefix}/waiting`,
} as const;

/** The custody log of a certificate's physical original (`/api/certificate/{id}/custody`). */
export const CERTIFICATE_CLOCK_API = {
  /** `POST CustodyMoveBody` → 201 `CertificateWithProgress` with its `custody` oldest first */
  custody: (id: string) => `${certificatePrefix}/${seg(id)}/custody`,
  custodyRoute: `${certificatePrefix}/:id/custody`,
} as const;
