import { computeProtocolFinancial, type ProtocolSummary } from '@linhagem/contracts';
import type { ExportColumn } from '@linhagem/service-kit';
import type { CertificateRecord } from '../checklist/model';
import type { CashEntryRecord } from '../cashEntry/model';

/** A protocol or budget row of the export: the list's summary and what it bills (services net plus tax). */
export type ProtocolExportRow = ProtocolSummary & { servicesNet: number; tax: number; total: number };

/** The columns of the exported protocol and budget lists (docs/adr-exports.md). */
export const PROTOCOL_EXPORT_COLUMNS: ExportColumn<ProtocolExportRow>[] = [
  { header: { 'pt-BR': 'Código', 'en-US': 'Code' }, value: (p) => p.code },
  { header: { 'pt-BR': 'Nome', 'en-US': 'Name' }, width: 30, value: (p) => p.name },
  { header: { 'pt-BR': 'Família', 'en-US': 'Family name' }, value: (p) => p.familyName },
  {
    header: { 'pt-BR': 'Cliente principal', 'en-US': 'Main client' },
    width: 30,
    value: (p) => p.mainClient?.name,
  },
  { header: { 'pt-BR': 'Clientes', 'en-US': 'Clients' }, width: 40, value: (p) => p.clientNames.join(', ') },
  { header: { 'pt-BR': 'Etapa', 'en-US': 'Stage' }, value: (p) => p.stage },
  { header: { 'pt-BR': 'Situação', 'en-US': 'Status' }, value: (p) => p.status },
  { header: { 'pt-BR': 'Responsável', 'en-US': 'In charge' }, value: (p) => p.currentUser?.name },
  {
    header: { 'pt-BR': 'Serviços (líquido)', 'en-US': 'Services (net)' },
    kind: 'money',
    value: (p) => p.servicesNet,
  },
  { header: { 'pt-BR': 'Imposto', 'en-US': 'Tax' }, kind: 'money', value: (p) => p.tax },
  { header: { 'pt-BR': 'Total', 'en-US': 'Total' }, kind: 'money', value: (p) => p.total },
  { header: { 'pt-BR': 'Criado em', 'en-US': 'Created at' }, kind: 'dateTime', value: (p) => p.createdAt },
];

/** What a stored protocol bills, by the one formula of the screens (computeProtocolFinancial). */
export function billed(doc: {
  services: Array<{ price: { gross: number; discount: number; net: number } }>;
  haveTax: boolean;
  taxRate: number;
}) {
  const { servicesNet, tax, total } = computeProtocolFinancial({
    services: doc.services.map((s) => ({ price: s.price })),
    haveTax: doc.haveTax,
    taxRate: doc.taxRate,
    entries: [],
  });
  return { servicesNet, tax, total };
}

/** The columns of the exported certificate list, the work queue. */
export const CERTIFICATE_EXPORT_COLUMNS: ExportColumn<CertificateRecord>[] = [
  { header: { 'pt-BR': 'Protocolo', 'en-US': 'Protocol' }, value: (c) => c.protocolCode },
  { header: { 'pt-BR': 'Pessoa', 'en-US': 'Person' }, width: 30, value: (c) => c.personName },
  { header: { 'pt-BR': 'Categoria', 'en-US': 'Category' }, value: (c) => c.category },
  { header: { 'pt-BR': 'Certidão', 'en-US': 'Certificate' }, value: (c) => c.typeOfCertificate },
  { header: { 'pt-BR': 'Tipo de documento', 'en-US': 'Document type' }, value: (c) => c.typeOfDocument },
  {
    header: { 'pt-BR': 'Situação do documento', 'en-US': 'Document status' },
    value: (c) => c.statusDocument,
  },
  { header: { 'pt-BR': 'Tradução', 'en-US': 'Translation' }, value: (c) => c.statusTranslate },
  {
    header: { 'pt-BR': 'Nome no documento', 'en-US': 'Name in document' },
    value: (c) => c.personNameInDocument,
  },
  { header: { 'pt-BR': 'Emissão', 'en-US': 'Issue date' }, kind: 'date', value: (c) => c.issueDate },
  { header: { 'pt-BR': 'Preço', 'en-US': 'Price' }, kind: 'money', value: (c) => c.price },
  {
    header: { 'pt-BR': 'Preço da tradução', 'en-US': 'Translation price' },
    kind: 'money',
    value: (c) => c.translatePrice,
  },
  { header: { 'pt-BR': 'Observações', 'en-US': 'Notes' }, width: 40, value: (c) => c.notes },
];

/** A cash entry row of the export, with its protocol's code. */
export type CashEntryExportRow = CashEntryRecord & { protocolCode?: string };

/** The columns of the exported cash entries. */
export const CASH_ENTRY_EXPORT_COLUMNS: ExportColumn<CashEntryExportRow>[] = [
  { header: { 'pt-BR': 'Data', 'en-US': 'Date' }, kind: 'date', value: (e) => e.date },
  { header: { 'pt-BR': 'Protocolo', 'en-US': 'Protocol' }, value: (e) => e.protocolCode },
  { header: { 'pt-BR': 'Tipo', 'en-US': 'Type' }, value: (e) => e.type },
  { header: { 'pt-BR': 'Valor', 'en-US': 'Amount' }, kind: 'money', value: (e) => e.value },
  { header: { 'pt-BR': 'Usuário', 'en-US': 'User' }, value: (e) => e.user?.name },
  { header: { 'pt-BR': 'Observação', 'en-US': 'Observation' }, width: 40, value: (e) => e.observation },
  { header: { 'pt-BR': 'Lançado em', 'en-US': 'Entered at' }, kind: 'dateTime', value: (e) => e.createdAt },
];
