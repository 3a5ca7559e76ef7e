import mongoose, { type Connection } from 'mongoose';
import { officeToday, type ProtocolDashboard } from '@linhagem/contracts';
import { dayRange, officeTimeZone, type Caller } from '@linhagem/service-kit';
import { cashEntryModel } from '../cashEntry/model';
import { certificateModel } from '../checklist/model';
import { expiringSoonWhere, freshnessToday } from '../checklist/expiry';
import { protocolModel } from '../protocol/model';
import type { Deps } from '../protocol/service';

/** The sum of the receipts dated this month (`YYYY-MM` prefix), all or recorded by one user. */
async function receivedIn(connection: Connection, month: string, userId?: string): Promise<number> {
  const [sum] = await cashEntryModel(connection).aggregate<{ total: number }>([
    {
      $match: {
        type: 'RECEIPT',
        date: mongoose.trusted({ $gte: `${month}-01`, $lte: `${month}-31` }),
        ...(userId ? { 'user.id': userId } : {}),
      },
    },
    { $group: { _id: null, total: { $sum: '$value' } } },
  ]);
  return sum?.total ?? 0;
}

/** `GET /api/protocol/dashboard`: the office's figures and the caller's, for the shell's home. */
export async function dashboardFigures(
  { connection, remotes }: Deps,
  caller: Caller,
): Promise<ProtocolDashboard> {
  const Protocol = protocolModel(connection);
  const timeZone = await officeTimeZone();
  const month = officeToday(timeZone).slice(0, 7);
  const convertedAt = dayRange(`${month}-01`, undefined, timeZone);
  const me = caller.sub;
  const active = (budget: boolean, mine = false) =>
    Protocol.countDocuments({ budget, status: 'ACTIVE', ...(mine ? { 'currentUser.id': me } : {}) });
  const freshness = await freshnessToday(remotes);
  const expiring = async (where: Record<string, unknown> = {}) =>
    certificateModel(connection).countDocuments(await expiringSoonWhere(connection, freshness, where));
  const [
    activeProtocols,
    openBudgets,
    received,
    converted,
    protocolsInMyCharge,
    myBudgets,
    receivedByMe,
    convertedByMe,
    certificatesExpiringSoon,
    myCertificatesExpiringSoon,
  ] = await Promise.all([
    active(false),
    active(true),
    receivedIn(connection, month),
    Protocol.countDocuments({ convertedAt }),
    active(false, true),
    active(true, true),
    receivedIn(connection, month, me),
    Protocol.countDocuments({ convertedAt, 'convertedBy.id': me }),
    expiring(),
    expiring({ 'currentUser.id': me }),
  ]);
  return {
    office: {
      activeProtocols,
      openBudgets,
      receivedThisMonth: received,
      budgetsConvertedThisMonth: converted,
      certificatesExpiringSoon,
    },
    user: {
      protocolsInMyCharge,
      openBudgets: myBudgets,
      receivedThisMonth: receivedByMe,
      budgetsConvertedThisMonth: convertedByMe,
      certificatesExpiringSoon: myCertificatesExpiringSoon,
    },
  };
}
