// The administrators' audit of exports (docs/adr-exports.md "Audit of exports"): each service lists the exports it
// recorded, below its entity's prefix.
import { API_FAMILIES } from './apiFamilies';

/** The boxes whose exports are audited, in the screen's order. */
export const EXPORT_AUDIT_SOURCES = ['clients', 'protocols'] as const;
export type ExportAuditSource = (typeof EXPORT_AUDIT_SOURCES)[number];

const family = { clients: 'client-export-audit', protocols: 'protocol-export-audit' } as const;

/**
 * `POST …/export-audit/pagination?sort=at,desc&page=&size=` with an `ExportAuditFilter` → `Page<ExportAuditEntry>`:
 * the exports of clients (client lists, the client audit, personal-data ZIPs) and of protocols (protocol, budget,
 * certificate and cash-entry lists, the protocol audit). Administrators only.
 */
export const EXPORT_AUDIT_API: Record<ExportAuditSource, { pagination: string }> = {
  clients: { pagination: `${API_FAMILIES[family.clients].prefix}/pagination` },
  protocols: { pagination: `${API_FAMILIES[family.protocols].prefix}/pagination` },
};
