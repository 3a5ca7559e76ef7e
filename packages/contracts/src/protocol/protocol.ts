import type { PriceResult } from '../typeService';
import type { DestinationRoute, Law74Exception } from '../dossier';
import type { CashEntryType, ProtocolStage, ProtocolStatus } from './enums';
import type { ProtocolFinancial } from './financial';
import type { Language } from '../constants';

/** A person named by id with the name it had when last read. */
export type NamedRef = { id: string; name: string };

/** spec 3 "Protocol client link": `id` is the link's, `client` the client's id. */
export type ProtocolClientLink = { id: string; client: string; name: string };
/** spec 3 "Underage link": `client` is the responsible. */
export type UnderageLink = { id: string; client: string; underAgeClient: string };

export type StageChange = { stage: ProtocolStage; at: string; userName: string; name: string };

/** A type service added to the protocol, with its price frozen as it was when added or last re-priced. */
export type ProtocolService = {
  id: string;
  typeService: string;
  typeServiceName: string;
  clients: string[];
  price: PriceResult;
  pricedAt: string;
};

/** `GET /api/protocol/{id}`: `accessCode` only for NORMAL and above. */
export type Protocol = {
  id: string;
  code: string;
  /** the code it had as a budget, after convert */
  budgetCode: string | null;
  budget: boolean;
  status: ProtocolStatus;
  active: boolean;
  stage: ProtocolStage;
  stageHistory: StageChange[];
  name: string;
  familyName: string;
  description: string;
  mainClient: NamedRef | null;
  mainService: string | null;
  haveTax: boolean;
  /** the language of its quote, letters and contracts (docs/adr-pdf-rendering.md, "Language") */
  language: Language;
  /** percent of the office's tax, frozen like the prices */
  taxRate: number;
  clients: ProtocolClientLink[];
  underAges: UnderageLink[];
  services: ProtocolService[];
  accessCode?: string;
  currentUser: NamedRef | null;
  /** the dossier's destination route (null until chosen) and the Law 74/2025 exceptions it records */
  route: DestinationRoute | null;
  lawExceptions: Law74Exception[];
  /** when the application was or will be filed (`YYYY-MM-DD`); null: unknown, the rules of today apply */
  filingDate: string | null;
  financial: ProtocolFinancial;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** a budget whose quote its main client signed in the portal: when, and the signature request */
  quoteAccepted?: { at: string; signatureId: string; signedDocumentId: string };
};

/** One row of the protocol and budget lists. */
export type ProtocolSummary = Pick<
  Protocol,
  | 'id'
  | 'code'
  | 'budget'
  | 'status'
  | 'active'
  | 'stage'
  | 'name'
  | 'familyName'
  | 'mainClient'
  | 'currentUser'
  | 'createdAt'
> & { clientNames: string[] };

/** spec 3 "cash entry" as the API answers it; `value` in integer cents. */
export type CashEntry = {
  id: string;
  protocolId: string;
  value: number;
  type: CashEntryType;
  clientId: string | null;
  user: NamedRef;
  observation: string;
  date: string;
  /** the Pix code this payment closed, when it came with one */
  pixTxid: string | null;
  createdAt: string;
};
