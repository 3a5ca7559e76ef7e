import type { Language } from '../constants';

/** spec 4 "Protocol status". */
export const PROTOCOL_STATUSES = ['ACTIVE', 'CANCELED', 'FINISHED'] as const;
export type ProtocolStatus = (typeof PROTOCOL_STATUSES)[number];

/** The fixed stages of a case, in their order on the timeline (spec 2 "Public status page"). */
export const PROTOCOL_STAGES = [
  'COLLECTING_DOCUMENTS',
  'TRANSLATION',
  'APOSTILLE',
  'READY_TO_SUBMIT',
  'SUBMITTED',
  'UNDER_ANALYSIS',
  'GRANTED',
] as const;
export type ProtocolStage = (typeof PROTOCOL_STAGES)[number];
export const DEFAULT_PROTOCOL_STAGE: ProtocolStage = 'COLLECTING_DOCUMENTS';

/** The stage names a person reads, in both languages. */
export const PROTOCOL_STAGE_LABELS: Record<ProtocolStage, Record<Language, string>> = {
  COLLECTING_DOCUMENTS: { 'pt-BR': 'Coletando documentos', 'en-US': 'Collecting documents' },
  TRANSLATION: { 'pt-BR': 'Tradução', 'en-US': 'Translation' },
  APOSTILLE: { 'pt-BR': 'Apostilamento', 'en-US': 'Apostille' },
  READY_TO_SUBMIT: { 'pt-BR': 'Pronto para protocolar', 'en-US': 'Ready to submit' },
  SUBMITTED: { 'pt-BR': 'Protocolado', 'en-US': 'Submitted' },
  UNDER_ANALYSIS: { 'pt-BR': 'Em análise', 'en-US': 'Under analysis' },
  GRANTED: { 'pt-BR': 'Deferido', 'en-US': 'Granted' },
};

/** spec 3 "cash entry": a payment from the family, a refund to it, or an expense of the office on the case. */
export const CASH_ENTRY_TYPES = ['RECEIPT', 'REFUND', 'EXPENSE'] as const;
export type CashEntryType = (typeof CASH_ENTRY_TYPES)[number];

/** The `POST /api/protocol/{id}/<action>` state changes (spec 4 "Protocol actions"). */
export const PROTOCOL_ACTIONS = [
  'finalize',
  'convert',
  'cancel',
  'reactivate',
  'take',
  'forward',
  'new-access-code',
] as const;
export type ProtocolAction = (typeof PROTOCOL_ACTIONS)[number];
