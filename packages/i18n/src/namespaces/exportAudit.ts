import type { Translation } from '../Translation';

/** The administrators' audit of exports (docs/adr-exports.md "Audit of exports"). */
const enUS = {
  title: 'Exports audit',
  intro:
    'Every list and every client’s personal data taken out of the system: who, when, what and how many rows.',
  backToConfiguration: 'Back to configuration',
  source: { label: 'Exports of', clients: 'Clients', protocols: 'Protocols' },
  filters: {
    from: 'From',
    to: 'To',
    user: 'User',
    anyUser: 'Any user',
    clear: 'Clear filters',
  },
  columns: {
    at: 'When',
    user: 'Who',
    what: 'What',
    format: 'Format',
    rows: 'Rows',
    details: 'Filter and sort',
  },
  what: {
    clients: 'Client list',
    protocols: 'Protocol list',
    budgets: 'Budget list',
    certificates: 'Certificate queue',
    'cash-entries': 'Cash entries',
    'client-audit': 'Client audit',
    'protocol-audit': 'Protocol audit',
    'personal-data': 'Personal data of {{subject}}',
  },
  noFilter: 'Whole list',
  sortedBy: 'sorted by {{sort}}',
  rowCount_one: '{{count}} row',
  rowCount_other: '{{count}} rows',
  report: '{first} to {last} of {totalRecords} exports',
  empty: 'No export in this period.',
  emptyHint: 'Exports appear here as soon as someone downloads a list or a client’s personal data.',
  loading: 'Loading exports…',
  failed: 'The exports could not be loaded.',
};

const ptBR: Translation<typeof enUS> = {
  title: 'Auditoria de exportações',
  intro:
    'Cada lista e cada pacote de dados pessoais de cliente que saiu do sistema: quem, quando, o quê e quantas linhas.',
  backToConfiguration: 'Voltar à configuração',
  source: { label: 'Exportações de', clients: 'Clientes', protocols: 'Protocolos' },
  filters: {
    from: 'De',
    to: 'Até',
    user: 'Usuário',
    anyUser: 'Qualquer usuário',
    clear: 'Limpar filtros',
  },
  columns: {
    at: 'Quando',
    user: 'Quem',
    what: 'O quê',
    format: 'Formato',
    rows: 'Linhas',
    details: 'Filtro e ordem',
  },
  what: {
    clients: 'Lista de clientes',
    protocols: 'Lista de protocolos',
    budgets: 'Lista de orçamentos',
    certificates: 'Fila de certidões',
    'cash-entries': 'Lançamentos de caixa',
    'client-audit': 'Auditoria de clientes',
    'protocol-audit': 'Auditoria de protocolos',
    'personal-data': 'Dados pessoais de {{subject}}',
  },
  noFilter: 'Lista inteira',
  sortedBy: 'ordenada por {{sort}}',
  rowCount_one: '{{count}} linha',
  rowCount_other: '{{count}} linhas',
  report: '{first} a {last} de {totalRecords} exportações',
  empty: 'Nenhuma exportação neste período.',
  emptyHint:
    'As exportações aparecem aqui assim que alguém baixa uma lista ou os dados pessoais de um cliente.',
  loading: 'Carregando exportações…',
  failed: 'Não foi possível carregar as exportações.',
};

export const exportAudit = { 'en-US': enUS, 'pt-BR': ptBR };
