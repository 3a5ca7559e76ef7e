export type {
  AuditEntry,
  Client,
  ClientBodyInput,
  ClientFilter,
  ClientSummary,
  CountryListItem as Country,
} from '@linhagem/contracts';
