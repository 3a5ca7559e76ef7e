import mongoose, { type Connection } from 'mongoose';
import {
  MINOR_CHECKLIST_CATEGORIES,
  certificateExpiry,
  expiringIssueCutoff,
  type CertificateExpiry,
  type DestinationRoute,
  type DossierFreshness,
} from '@linhagem/contracts';
import { officeDay } from '@linhagem/service-kit';
import { protocolModel } from '../protocol/model';
import type { Remotes } from '../remote/remotes';
import type { CertificateRecord } from './model';

/**
 * A certificate expires its route's freshness limit (catalog's system configuration) after the
 * copy's issue date; the limits and their sources: ../shared/domain/citizenship-by-descent.md ("Freshness").
 */
export type FreshnessToday = { freshness: DossierFreshness; today: string };

export async function freshnessToday(remotes: Remotes): Promise<FreshnessToday> {
  const [freshness, today] = await Promise.all([remotes.dossierFreshness(), officeDay()]);
  return { freshness, today };
}

/** The expiry of a stored certificate on its protocol's route. */
export function expiryOf(
  record: Pick<CertificateRecord, 'typeOfCertificate' | 'statusDocument' | 'issueDate' | 'category'>,
  route: DestinationRoute | null,
  { freshness, today }: FreshnessToday,
): CertificateExpiry {
  return certificateExpiry(record, record.category, route, freshness, today);
}

/**
 * The certificate filter that finds exactly those expiryOf flags, among the ACTIVE protocols (optionally narrowed,
 * e.g. to the caller's charge): per route, an issue date on or before the cutoff of its limit.
 */
export async function expiringSoonWhere(
  connection: Connection,
  { freshness, today }: FreshnessToday,
  protocolWhere: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const routed = (Object.keys(freshness) as DestinationRoute[]).filter(
    (route) => freshness[route].months || freshness[route].minorBirthMonths,
  );
  const protocols = routed.length
    ? await protocolModel(connection)
        .find(
          { budget: false, status: 'ACTIVE', route: mongoose.trusted({ $in: routed }), ...protocolWhere },
          { route: 1 },
        )
        .lean()
    : [];
  const minorBirth = {
    typeOfCertificate: 'BIRTH',
    category: mongoose.trusted({ $in: MINOR_CHECKLIST_CATEGORIES }),
  };
  const issuedBy = (months: number) =>
    mongoose.trusted({ $ne: null, $lte: expiringIssueCutoff(months, today) });
  const clauses = routed.flatMap((route) => {
    const ids = protocols.filter((protocol) => protocol.route === route).map((protocol) => protocol._id);
    if (!ids.length) return [];
    const protocol = mongoose.trusted({ $in: ids });
    const { months, minorBirthMonths } = freshness[route];
    const minorMonths = minorBirthMonths ?? months;
    return [
      ...(minorMonths ? [{ protocol, ...minorBirth, issueDate: issuedBy(minorMonths) }] : []),
      ...(months ? [{ protocol, $nor: [minorBirth], issueDate: issuedBy(months) }] : []),
    ];
  });
  if (!clauses.length) return { _id: null };
  return { statusDocument: mongoose.trusted({ $ne: 'NOT_NECESSARY' }), $or: clauses };
}
