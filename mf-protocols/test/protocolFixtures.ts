import { http, HttpResponse } from 'msw';
import {
  computeProtocolFinancial,
  toPage,
  type ClientSummary,
  type Protocol,
  type ProtocolSummary,
  type TypeService,
  typeServiceBodySchema,
} from '@linhagem/contracts';
import { server } from './server';

export const PROTOCOL_ID = 'c'.repeat(24);
export const ANA = { id: 'a1'.repeat(12), name: 'Ana Rossi' };
export const LUCA = { id: 'a2'.repeat(12), name: 'Luca Rossi' };
export const BIA = { id: 'a3'.repeat(12), name: 'Bia Rossi' };

/** A protocol as `GET /api/protocol/{id}` answers it, its totals from the same contracts function. */
export function aProtocol(fields: Partial<Protocol> = {}): Protocol {
  const protocol: Protocol = {
    id: PROTOCOL_ID,
    code: '2026/0007',
    budgetCode: null,
    budget: false,
    filingDate: null,
    status: 'ACTIVE',
    active: true,
    stage: 'COLLECTING_DOCUMENTS',
    stageHistory: [],
    name: 'Família Rossi',
    familyName: 'Rossi',
    description: '',
    mainClient: ANA,
    mainService: null,
    haveTax: false,
    language: 'pt-BR',
    taxRate: 0,
    clients: [ANA, LUCA].map((client, index) => ({
      id: `l${index}`.padEnd(24, '0'),
      client: client.id,
      name: client.name,
    })),
    underAges: [],
    services: [],
    accessCode: '7KQ2-M9XD-4TRA-VW3P',
    currentUser: { id: 'u1', name: 'Test User' },
    route: null,
    lawExceptions: [],
    financial: computeProtocolFinancial({ services: [], haveTax: false, taxRate: 0, entries: [] }),
    createdAt: '2026-03-02T12:00:00.000Z',
    updatedAt: '2026-03-02T12:00:00.000Z',
    version: 0,
    ...fields,
  };
  return protocol;
}

export function aSummary(fields: Partial<ProtocolSummary> = {}): ProtocolSummary {
  return {
    id: PROTOCOL_ID,
    code: '2026/0007',
    budget: false,
    status: 'ACTIVE',
    active: true,
    stage: 'COLLECTING_DOCUMENTS',
    name: 'Família Rossi',
    familyName: 'Rossi',
    mainClient: ANA,
    clientNames: ['Ana Rossi', 'Luca Rossi'],
    currentUser: { id: 'u1', name: 'Test User' },
    createdAt: '2026-03-02T12:00:00.000Z',
    ...fields,
  };
}

export function aTypeService({
  id,
  ...fields
}: Partial<TypeService> & Pick<TypeService, 'id' | 'name' | 'price'>): TypeService {
  return { id, ...typeServiceBodySchema.parse(fields) };
}

/** The quick search of mf-clients: every client whose name holds the term. */
export function answerClientSearch(clients: ClientSummary[]) {
  server.use(
    http.get('*/api/client/s/10', ({ request }) => {
      const term = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase();
      return HttpResponse.json(clients.filter((client) => client.name.toLowerCase().includes(term)));
    }),
  );
}

export const pageOf = <T>(content: T[]) => toPage(content, content.length, 1, 10);
