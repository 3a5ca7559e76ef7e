import type {
  CashEntryType,
  DestinationRoute,
  Law74Exception,
  ProtocolStage,
  TypeOfCertificate,
} from '@linhagem/contracts';

/**
 * One demo case, naming clients by their exact names in services/clients' demo families and type services by
 * theirs in services/catalog's demo catalog. Days count back from the day of seeding.
 */
export type DemoCase = {
  kind: 'protocol' | 'budget';
  name: string;
  familyName: string;
  description: string;
  /** the first is the main client */
  clients: string[];
  /** [responsible, minor] */
  underAges?: [string, string][];
  haveTax?: boolean;
  /** the first is the main service, which covers every client (the create adds its line) */
  services: { typeService: string; clients: string[] }[];
  /** the stage history, oldest first; the case was opened on the first */
  stages: { stage: ProtocolStage; daysAgo: number }[];
  /** a budget converted into a protocol after its first stage */
  converted?: boolean;
  finished?: boolean;
  cashEntries?: {
    type: CashEntryType;
    value: number;
    client?: string;
    observation: string;
    daysAgo: number;
  }[];
  dossier?: {
    route: DestinationRoute;
    immigrant: string;
    applicants: string[];
    lawExceptions?: Law74Exception[];
    /** how many of the generated certificates, in tree order, the office has already filled in */
    filled: 'all' | number;
    /** a person's name as a certificate spells it, where it differs from the client's */
    namesInDocuments?: { client: string; typeOfCertificate: TypeOfCertificate; name: string }[];
  };
  /** the legal clock's demo (demo/seedClockDemo.ts): a passport at the translator, a consulate queue entry */
  clockDemo?: boolean;
};

const ITALIAN = 'Assessoria de cidadania italiana';
const PORTUGUESE = 'Assessoria de cidadania portuguesa';
const SEARCH = 'Busca de certidões em cartório';
const TRANSLATIONS = 'Traduções para o italiano';
const RECTIFICATION = 'Retificação de registro civil';
const APOSTILLES = 'Apostilamento de certidões';

/** A finished case, two under way (one with a broken chain the dossier warns about) and two open budgets. */
export const DEMO_CASES: DemoCase[] = [
  {
    kind: 'protocol',
    name: 'Cidadania portuguesa de Ana Paula',
    familyName: 'Gonçalves',
    description: 'Neta de Manuel Gonçalves, nascido em Guimarães em 1885.',
    clients: ['Ana Paula Gonçalves Ribeiro'],
    haveTax: true,
    services: [
      { typeService: PORTUGUESE, clients: ['Ana Paula Gonçalves Ribeiro'] },
      { typeService: SEARCH, clients: ['Ana Paula Gonçalves Ribeiro'] },
      { typeService: APOSTILLES, clients: ['Ana Paula Gonçalves Ribeiro'] },
    ],
    stages: [
      { stage: 'COLLECTING_DOCUMENTS', daysAgo: 420 },
      { stage: 'TRANSLATION', daysAgo: 360 },
      { stage: 'APOSTILLE', daysAgo: 330 },
      { stage: 'READY_TO_SUBMIT', daysAgo: 300 },
      { stage: 'SUBMITTED', daysAgo: 290 },
      { stage: 'UNDER_ANALYSIS', daysAgo: 200 },
      { stage: 'GRANTED', daysAgo: 25 },
    ],
    finished: true,
    cashEntries: [
      { type: 'RECEIPT', value: 400000, client: 'Ana Paula Gonçalves Ribeiro', observation: 'Entrada', daysAgo: 420 },
      { type: 'EXPENSE', value: 38000, observation: 'Emolumentos das certidões', daysAgo: 350 },
      { type: 'RECEIPT', value: 416200, client: 'Ana Paula Gonçalves Ribeiro', observation: 'Saldo', daysAgo: 25 },
    ],
    dossier: { route: 'PT', immigrant: 'Manuel Gonçalves', applicants: ['Ana Paula Gonçalves Ribeiro'], filled: 'all' },
  },
  {
    kind: 'budget',
    converted: true,
    name: 'Cidadania italiana de Lúcia e Pedro',
    familyName: 'Bortolini',
    description: 'Bisneta de Giuseppe Bortolini, nascido em Treviso em 1878; reconhecimento na comune.',
    clients: ['Lúcia Bortolini de Souza', 'Pedro Bortolini de Souza'],
    underAges: [['Lúcia Bortolini de Souza', 'Pedro Bortolini de Souza']],
    services: [
      { typeService: ITALIAN, clients: ['Lúcia Bortolini de Souza', 'Pedro Bortolini de Souza'] },
      { typeService: SEARCH, clients: ['Lúcia Bortolini de Souza', 'Pedro Bortolini de Souza'] },
      { typeService: TRANSLATIONS, clients: ['Lúcia Bortolini de Souza'] },
    ],
    stages: [
      { stage: 'COLLECTING_DOCUMENTS', daysAgo: 75 },
      { stage: 'TRANSLATION', daysAgo: 12 },
    ],
    cashEntries: [
      { type: 'EXPENSE', value: 42000, observation: 'Certidões em inteiro teor', daysAgo: 40 },
      { type: 'RECEIPT', value: 600000, client: 'Lúcia Bortolini de Souza', observation: 'Primeira parcela', daysAgo: 0 },
    ],
    dossier: {
      route: 'IT_COMUNE',
      immigrant: 'Giuseppe Bortolini',
      applicants: ['Lúcia Bortolini de Souza', 'Pedro Bortolini de Souza'],
      filled: 6,
    },
  },
  {
    kind: 'protocol',
    name: 'Cidadania italiana de Mariana e Rafael',
    familyName: 'Fontana',
    description:
      'Bisneta de Luiz Fontana, registrado na Itália como Luigi Fonttini. A linha passa por Rosa, mãe de José ' +
      '(nascido em 1940): pelo consulado, só a via judicial aceita a transmissão materna antes de 1948.',
    clients: ['Mariana Carvalho Lima', 'Rafael Carvalho Lima', 'Helena Carvalho Lima'],
    underAges: [['Mariana Carvalho Lima', 'Rafael Carvalho Lima'], ['Mariana Carvalho Lima', 'Helena Carvalho Lima']],
    services: [
      { typeService: ITALIAN, clients: ['Mariana Carvalho Lima', 'Rafael Carvalho Lima'] },
      { typeService: RECTIFICATION, clients: ['Mariana Carvalho Lima'] },
    ],
    stages: [{ stage: 'COLLECTING_DOCUMENTS', daysAgo: 18 }],
    cashEntries: [
      { type: 'RECEIPT', value: 300000, client: 'Mariana Carvalho Lima', observation: 'Entrada', daysAgo: 0 },
    ],
    dossier: {
      route: 'IT_CONSULATE',
      immigrant: 'Luiz Fontana',
      applicants: ['Mariana Carvalho Lima', 'Rafael Carvalho Lima', 'Helena Carvalho Lima'],
      filled: 2,
      namesInDocuments: [{ client: 'Luiz Fontana', typeOfCertificate: 'BIRTH', name: 'Luigi Fonttini' }],
    },
    clockDemo: true,
  },
  {
    kind: 'budget',
    name: 'Busca das certidões de Elias Haddad',
    familyName: 'Haddad',
    description: 'Certidões brasileiras do imigrante libanês, pedidas pela filha.',
    clients: ['Jamile Haddad Assad'],
    services: [
      { typeService: SEARCH, clients: ['Jamile Haddad Assad'] },
      { typeService: APOSTILLES, clients: ['Jamile Haddad Assad'] },
    ],
    stages: [{ stage: 'COLLECTING_DOCUMENTS', daysAgo: 6 }],
  },
  {
    kind: 'budget',
    name: 'Cidadania italiana de André por casamento',
    familyName: 'Bortolini',
    description: 'Marido de Lúcia, depois do reconhecimento dela.',
    clients: ['André Luiz de Souza'],
    services: [{ typeService: ITALIAN, clients: ['André Luiz de Souza'] }],
    stages: [{ stage: 'COLLECTING_DOCUMENTS', daysAgo: 3 }],
  },
]; // prettier-ignore
