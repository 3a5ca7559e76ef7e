import { useMemo } from 'react';
import {
  CERTIFICATE_API,
  CERTIFICATE_CLOCK_API,
  CONSULAR_POST_API,
  DEADLINE_API,
  PROTOCOL_CLOCK_API,
  type CertificateWithProgress,
  type ChecklistTree,
  type ConsularPost,
  type CustodyMoveBodyInput,
  type Deadline,
  type DeadlineBodyInput,
  type QueueEntry,
  type QueueEntryBodyInput,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

/** The case's legal clock: deadlines, consulate queue, custody of originals, rules by filing date. */
export function useClockApi() {
  const api = useApi();
  return useMemo(
    () => ({
      deadlines: (protocolId: string) =>
        api.get<Deadline[]>(PROTOCOL_CLOCK_API.deadlines(protocolId), { loading: false }),
      addDeadline: (protocolId: string, body: DeadlineBodyInput) =>
        api.post<Deadline>(PROTOCOL_CLOCK_API.deadlines(protocolId), body),
      markDone: (deadlineId: string) => api.post<Deadline>(DEADLINE_API.done(deadlineId), undefined),
      /** 204 (no body) when the case waits in no queue */
      queue: async (protocolId: string) =>
        (await api.get<QueueEntry | ''>(PROTOCOL_CLOCK_API.queue(protocolId), { loading: false })) || null,
      setQueue: (protocolId: string, body: QueueEntryBodyInput) =>
        api.post<QueueEntry>(PROTOCOL_CLOCK_API.queue(protocolId), body),
      posts: () => api.get<ConsularPost[]>(CONSULAR_POST_API.collection, { loading: false }),
      waiting: (query: { post?: string; callListYear?: number }) =>
        api.get<QueueEntry[]>(CONSULAR_POST_API.waiting, {
          query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
          loading: false,
        }),
      addCustodyMove: (certificateId: string, body: CustodyMoveBodyInput) =>
        api.post<CertificateWithProgress>(CERTIFICATE_CLOCK_API.custody(certificateId), body),
      /** the checklist with the rules of its filing date; `previewPending` adds what pending rules would say */
      rules: (protocolId: string, previewPending: boolean) =>
        api.get<ChecklistTree>(CERTIFICATE_API.protocolChecklist(protocolId), {
          query: previewPending ? { preview: 'pending' } : {},
          loading: false,
        }),
    }),
    [api],
  );
}
