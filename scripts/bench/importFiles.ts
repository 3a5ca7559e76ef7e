// The office's spreadsheets for `npm run bench -- import` (bench/import.ts): Brazilian Excel's CSV (Windows-1252,
// semicolons, dd/mm/yyyy, CPFs masked), a clients file and a protocols file naming those clients by CPF, and the
// protocols the office already has (every tenth row of the protocols file is one of them).
import iconv from 'iconv-lite';
import mongoose from 'mongoose';
import { completeCpf, formatDocument } from '@linhagem/contracts';
import {
  clientSearchWordsOf,
  protocolModel,
  searchWordsOf,
} from '../../services/protocols/src/protocol/model';

const FIRST = ['João', 'José', 'Antônio', 'Conceição', 'Ana', 'Luzia', 'Giuseppe', 'Terezinha'];
const LAST = ['da Silva', 'Gonçalves', 'Bortolini', 'Zanetti', 'Haddad', 'd’Ávila', 'Müller', 'Araújo'];
const STAGES = ['Coletando documentos', 'Tradução', 'Apostilamento', 'Protocolado'];
const win1252 = (lines: string[]) => iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');

/** Row `i`'s CPF: every tenth is a seeded client's (clientsData's CPFs start at 100000000). */
const cpfOf = (i: number) =>
  formatDocument(completeCpf(String(i % 10 === 0 ? 100_000_000 + i / 10 : 200_000_000 + i)));
const dayOf = (i: number, from: number) =>
  `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/${from + (i % 60)}`;

/** The clients file: a tenth of the rows match a seeded client by CPF, a third name their father by row. */
export function clientsSpreadsheet(rows: number): Buffer {
  const lines = ['Nome;CPF;Data de nascimento;E-mail;Celular;Cidade;UF;Pai;Observações'];
  for (let i = 0; i < rows; i += 1) {
    const father = i % 3 === 0 && i > 0 ? `#${i + 1}` : '';
    lines.push(
      [
        `${FIRST[i % 8]} ${LAST[(i * 3) % 8]} ${i}`,
        cpfOf(i),
        dayOf(i, 1940),
        `pessoa${i}@example.com`,
        `(11) 9${String(80000000 + i).slice(0, 8)}`,
        'Campinas',
        'SP',
        father,
        i % 50 === 0 ? '"Cliente desde 1998 –\nfalar com “Dona” Ana"' : '',
      ].join(';'),
    );
  }
  return win1252(lines);
}

/** Row `i`'s case: the family of the clients file's row `i`. */
const caseOf = (i: number) => ({ name: `Cidadania ${LAST[(i * 3) % 8]} ${i}`, family: LAST[(i * 3) % 8] });

/** The protocols file, after the clients: each row's main client is the clients file's row by CPF. */
export function protocolsSpreadsheet(rows: number): Buffer {
  const lines = ['Protocolo;Família;CPF;Etapa;Situação;Data de protocolo;Observações'];
  for (let i = 0; i < rows; i += 1) {
    const { name, family } = caseOf(i);
    const note = i % 50 === 0 ? '"Aguardando certidão –\n“urgente”"' : '';
    lines.push([name, family, cpfOf(i), STAGES[i % 4], 'Ativo', dayOf(i, 2010), note].join(';'));
  }
  return win1252(lines);
}

/**
 * The protocols the office already has, stored as the service stores them: every tenth row of the protocols
 * file names one (same name and family name: a `NAME_FAMILY` match), without the filing date and notes.
 */
export async function insertExistingProtocols(connection: mongoose.Connection, rows: number) {
  const Protocol = protocolModel(connection);
  await Protocol.init();
  const at = new Date();
  const year = at.getFullYear() - 1;
  const docs = [];
  for (let i = 0; i < rows; i += 10) {
    const { name, family } = caseOf(i);
    const record = {
      _id: new mongoose.Types.ObjectId(),
      code: `${year}/B${String(i).padStart(6, '0')}`,
      budgetCode: null,
      budget: false,
      status: 'ACTIVE' as const,
      active: true,
      stage: 'COLLECTING_DOCUMENTS' as const,
      stageHistory: [{ stage: 'COLLECTING_DOCUMENTS', at, userName: 'bench', name: 'Bench' }],
      name,
      familyName: family,
      description: '',
      mainClient: null,
      clients: [],
      underAges: [],
      services: [],
      accessCode: `B${String(i).padStart(7, '0')}`,
      filingDate: null,
      createdAt: at,
      updatedAt: at,
      __v: 0,
    };
    docs.push({ ...record, clientSearchWords: clientSearchWordsOf([]), searchWords: searchWordsOf(record) });
  }
  for (let i = 0; i < docs.length; i += 1000) await Protocol.collection.insertMany(docs.slice(i, i + 1000));
  return docs.length;
}
