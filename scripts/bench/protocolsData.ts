// 20,000 protocols for the protocols benchmark, stored straight into a running system's
// `protocols` database with the service's own models: families of one to four clients, two priced services each,
// every stage and status, and cash entries on the protocol the detail benchmark reads.
import mongoose from 'mongoose';
import {
  BUDGET_CODE_PREFIX,
  PROTOCOL_STAGES,
  PROTOCOL_STATUSES,
  priceTypeService,
  typeServiceBodySchema,
} from '@linhagem/contracts';
import { cashEntryModel } from '../../services/protocols/src/cashEntry/model';
import {
  clientSearchWordsOf,
  protocolModel,
  searchWordsOf,
} from '../../services/protocols/src/protocol/model';

export const BENCH_PROTOCOLS = 20_000;
const BATCH = 1_000;

const FIRST = ['Ana', 'João', 'Maria', 'José', 'Lúcia', 'Pedro', 'Giulia', 'Marco', 'Helena', 'Rafael'];
const LAST = [
  'Silva',
  'Souza',
  'Bortolini',
  'Gonçalves',
  'Haddad',
  'Rossi',
  'Ferreira',
  'Conti',
  'Lima',
  'Costa',
];
const typeService = { ...typeServiceBodySchema.parse({ name: 'Busca de certidões', price: 25000 }), id: '' };

/** Every fifth one is a budget. */
const isBudget = (i: number) => i % 5 === 0;
/** `i`'s code: years before this one, a `B` series no real protocol uses; budgets with their prefix. */
const codeOf = (i: number, year: number) =>
  `${isBudget(i) ? BUDGET_CODE_PREFIX : ''}${year - 1 - (i % 3)}/B${String(i).padStart(6, '0')}`;

/**
 * Seeds the protocols (once: a second run finds them); resolves with the id of the protocol the detail benchmark
 * reads (two services, cash entries) and a client-name filter term.
 */
export async function seedBenchProtocols(uri: string): Promise<{ protocolId: string; clientName: string }> {
  const connection = mongoose.createConnection(uri, { dbName: 'protocols' });
  await connection.asPromise();
  try {
    const Protocol = protocolModel(connection);
    await Protocol.init();
    const year = new Date().getFullYear();
    const typeServiceId = new mongoose.Types.ObjectId();
    const seeded = await Protocol.countDocuments({ code: /^(ORC-)?\d{4}\/B\d{6}$/ });
    for (let start = seeded; start < BENCH_PROTOCOLS; start += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, BENCH_PROTOCOLS - start) }, (_, j) => {
        const i = start + j;
        const family = LAST[i % LAST.length];
        const clients = Array.from({ length: 1 + (i % 4) }, (_, k) => ({
          _id: new mongoose.Types.ObjectId(),
          client: new mongoose.Types.ObjectId(),
          name: `${FIRST[(i + k * 3) % FIRST.length]} ${LAST[(i * 7 + k) % LAST.length]} ${family}`,
          fromPortal: false,
        }));
        const clientIds = clients.map((c) => c.client);
        const created = new Date(Date.now() - (BENCH_PROTOCOLS - i) * 60_000);
        const service = () => ({
          _id: new mongoose.Types.ObjectId(),
          typeService: typeServiceId,
          typeServiceName: typeService.name,
          clients: clientIds,
          price: priceTypeService(typeService, clientIds.length),
          pricedAt: created,
        });
        const code = codeOf(i, year);
        const name = `Cidadania ${family} ${i}`;
        // every field the model fills by default: a lean insert fills none
        return {
          code,
          budgetCode: null,
          budget: isBudget(i),
          status: PROTOCOL_STATUSES[i % 7 === 0 ? 1 : i % 11 === 0 ? 2 : 0],
          active: true,
          stage: PROTOCOL_STAGES[i % PROTOCOL_STAGES.length],
          stageHistory: [{ stage: PROTOCOL_STAGES[0], at: created, userName: 'bench', name: 'Bench' }],
          name,
          familyName: family,
          description: '',
          mainClient: clientIds[0],
          mainService: null,
          haveTax: i % 2 === 0,
          taxRate: 6,
          clients,
          clientSearchWords: clientSearchWordsOf(clients.map((c) => c.name)),
          searchWords: searchWordsOf({ name, familyName: family, code, clients }),
          underAges: [],
          services: [service(), service()],
          accessCode: 'BENC-HBEN-CHBE-NCH0',
          currentUser: { id: `bench-user-${i % 8}`, name: `Bench User ${i % 8}` },
          route: null,
          lawExceptions: [],
          convertedAt: null,
          convertedBy: null,
          createdAt: created,
          updatedAt: created,
          __v: 0,
        };
      });
      await Protocol.insertMany(docs, { lean: true });
    }
    const detail = await Protocol.findOne({ code: codeOf(1, year) }, { _id: 1 }).lean();
    if (!detail) throw new Error('protocols bench: the seeded detail protocol is missing');
    const entries = cashEntryModel(connection);
    if ((await entries.countDocuments({ protocol: detail._id })) === 0) {
      await entries.insertMany(
        Array.from({ length: 12 }, (_, i) => ({
          protocol: detail._id,
          value: 10000 + i,
          type: i % 4 === 3 ? 'REFUND' : 'RECEIPT',
          user: { id: 'bench', name: 'Bench', userName: 'bench' },
          observation: '',
          date: `${year}-01-${String(i + 1).padStart(2, '0')}`,
        })),
      );
    }
    return { protocolId: String(detail._id), clientName: 'gonc' };
  } finally {
    await connection.close();
  }
}
