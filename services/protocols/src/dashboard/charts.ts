import type { Connection, PipelineStage } from 'mongoose';
import {
  monthsOf,
  OUTSIDE_OFFICE_PLACES,
  PROTOCOL_STAGES,
  type CustodyPlace,
  type DashboardCertificates,
  type DashboardConversion,
  type DashboardFinance,
  type DashboardStages,
  type DashboardStaff,
  type ProtocolStage,
  type StatusDocument,
  type StatusTranslate,
} from '@linhagem/contracts';
import { cashEntryModel } from '../cashEntry/model';
import { certificateModel } from '../checklist/model';
import { protocolModel } from '../protocol/model';
import { officeDayRange, officeMonthOf, type OfficePeriod } from './officeDays';

const DAY_MS = 86_400_000;

/**
 * computeProtocolFinancial's tax inside an aggregation: `percentOf(net, taxRate)` rounds half up on whole
 * ten-thousandths of a percent, here with the same integer arithmetic (exact below 2^53).
 */
const taxOf = (net: unknown) => {
  const tenThousandths = { $round: [{ $multiply: ['$taxRate', 10_000] }, 0] };
  const doubled = { $add: [{ $multiply: [2, net, tenThousandths] }, 1_000_000] };
  const rounded = { $divide: [{ $subtract: [doubled, { $mod: [doubled, 2_000_000] }] }, 2_000_000] };
  return {
    $cond: [{ $not: ['$haveTax'] }, 0, { $cond: [{ $gte: ['$taxRate', 100] }, net, rounded] }],
  };
};

/** The moment a protocol became one: a converted budget on its conversion, any other on its creation. */
const billedAt = { $ifNull: ['$convertedAt', '$createdAt'] };

/** `GET /api/dashboard/finance`: billed against received and refunded, per office month. */
export async function financeChart(connection: Connection, period: OfficePeriod): Promise<DashboardFinance> {
  const range = officeDayRange(period);
  const [billed, entries] = await Promise.all([
    protocolModel(connection).aggregate<{ _id: string; billed: number }>([
      {
        $match: {
          budget: false,
          status: { $ne: 'CANCELED' },
          $or: [{ convertedAt: range }, { convertedAt: null, createdAt: range }],
        },
      },
      {
        $project: {
          month: officeMonthOf(billedAt, period.timeZone),
          net: { $sum: '$services.price.net' },
          haveTax: 1,
          taxRate: 1,
        },
      },
      { $group: { _id: '$month', billed: { $sum: { $add: ['$net', taxOf('$net')] } } } },
    ]),
    cashEntryModel(connection).aggregate<{ _id: { month: string; type: string }; total: number }>([
      // a cash entry's date is already the office's calendar day
      { $match: { type: { $in: ['RECEIPT', 'REFUND'] }, date: { $gte: period.from, $lte: period.to } } },
      {
        $group: {
          _id: { month: { $substrBytes: ['$date', 0, 7] }, type: '$type' },
          total: { $sum: '$value' },
        },
      },
    ]),
  ]);
  const months = monthsOf(period).map((month) => ({
    month,
    billed: billed.find((row) => row._id === month)?.billed ?? 0,
    received: entries.find((row) => row._id.month === month && row._id.type === 'RECEIPT')?.total ?? 0,
    refunded: entries.find((row) => row._id.month === month && row._id.type === 'REFUND')?.total ?? 0,
  }));
  const sum = (key: 'billed' | 'received' | 'refunded') => months.reduce((total, m) => total + m[key], 0);
  return {
    from: period.from,
    to: period.to,
    months,
    totals: { billed: sum('billed'), received: sum('received'), refunded: sum('refunded') },
  };
}

/**
 * `GET /api/dashboard/stages`: ACTIVE protocols per stage now, and the median stay per stage. A stay runs from its
 * history entry to the next; the current stage of an ACTIVE protocol runs to now; the last stage of a closed case
 * has no end and is left out.
 */
export async function stagesChart(
  connection: Connection,
  period: OfficePeriod,
  now = new Date(),
): Promise<DashboardStages> {
  const range = officeDayRange(period);
  const Protocol = protocolModel(connection);
  const stayPipeline: PipelineStage[] = [
    { $match: { budget: false, stageHistory: { $elemMatch: { at: range } } } },
    {
      $project: {
        stays: {
          $map: {
            input: { $range: [0, { $size: '$stageHistory' }] },
            as: 'i',
            in: {
              stage: { $arrayElemAt: ['$stageHistory.stage', '$$i'] },
              from: { $arrayElemAt: ['$stageHistory.at', '$$i'] },
              to: {
                $cond: [
                  { $lt: [{ $add: ['$$i', 1] }, { $size: '$stageHistory' }] },
                  { $arrayElemAt: ['$stageHistory.at', { $add: ['$$i', 1] }] },
                  { $cond: [{ $eq: ['$status', 'ACTIVE'] }, now, null] },
                ],
              },
            },
          },
        },
      },
    },
    { $unwind: '$stays' },
    { $match: { 'stays.from': range, 'stays.to': { $ne: null } } },
    {
      $project: {
        stage: '$stays.stage',
        days: { $divide: [{ $subtract: ['$stays.to', '$stays.from'] }, DAY_MS] },
      },
    },
    { $sort: { days: 1 } },
    { $group: { _id: '$stage', days: { $push: '$days' } } },
    {
      $project: {
        stays: { $size: '$days' },
        median: {
          $let: {
            vars: { n: { $size: '$days' }, half: { $floor: { $divide: [{ $size: '$days' }, 2] } } },
            in: {
              $cond: [
                { $eq: [{ $mod: ['$$n', 2] }, 1] },
                { $arrayElemAt: ['$days', '$$half'] },
                {
                  $avg: [
                    { $arrayElemAt: ['$days', { $subtract: ['$$half', 1] }] },
                    { $arrayElemAt: ['$days', '$$half'] },
                  ],
                },
              ],
            },
          },
        },
      },
    },
  ];
  const [open, stays] = await Promise.all([
    Protocol.aggregate<{ _id: ProtocolStage; count: number }>([
      { $match: { budget: false, status: 'ACTIVE' } },
      { $group: { _id: '$stage', count: { $sum: 1 } } },
    ]),
    Protocol.aggregate<{ _id: ProtocolStage; stays: number; median: number }>(stayPipeline),
  ]);
  return {
    from: period.from,
    to: period.to,
    stages: PROTOCOL_STAGES.map((stage) => {
      const stay = stays.find((row) => row._id === stage);
      return {
        stage,
        open: open.find((row) => row._id === stage)?.count ?? 0,
        medianDays: stay ? Math.round(stay.median * 10) / 10 : null,
        stays: stay?.stays ?? 0,
      };
    }),
  };
}

/** `GET /api/dashboard/certificates`: the certificates of ACTIVE protocols by status, and originals outside now. */
export async function certificatesChart(
  connection: Connection,
  period: OfficePeriod,
): Promise<DashboardCertificates> {
  type Count<K> = { _id: K; count: number };
  const [answer] = await certificateModel(connection).aggregate<{
    byDocumentStatus: Count<StatusDocument | null>[];
    byTranslationStatus: Count<StatusTranslate | null>[];
    outsideOffice: Count<CustodyPlace>[];
    total: { count: number }[];
  }>([
    {
      $lookup: {
        from: protocolModel(connection).collection.name,
        let: { protocol: '$protocol' },
        pipeline: [
          { $match: { $expr: { $eq: ['$_id', '$$protocol'] }, status: 'ACTIVE' } },
          { $project: { _id: 1 } },
        ],
        as: 'activeProtocol',
      },
    },
    { $match: { 'activeProtocol.0': { $exists: true } } },
    {
      $facet: {
        byDocumentStatus: [
          { $group: { _id: { $ifNull: ['$statusDocument', null] }, count: { $sum: 1 } } },
          { $sort: { _id: 1 } },
        ],
        byTranslationStatus: [
          { $group: { _id: { $ifNull: ['$statusTranslate', null] }, count: { $sum: 1 } } },
          { $sort: { _id: 1 } },
        ],
        outsideOffice: [
          { $match: { custodyPlace: { $in: [...OUTSIDE_OFFICE_PLACES] } } },
          { $group: { _id: '$custodyPlace', count: { $sum: 1 } } },
          { $sort: { _id: 1 } },
        ],
        total: [{ $count: 'count' }],
      },
    },
  ]);
  const rows = <K>(counts: Count<K>[]) => counts.map(({ _id, count }) => ({ status: _id, count }));
  return {
    from: period.from,
    to: period.to,
    byDocumentStatus: rows(answer.byDocumentStatus),
    byTranslationStatus: rows(answer.byTranslationStatus),
    outsideOffice: answer.outsideOffice.map(({ _id, count }) => ({ place: _id, count })),
    total: answer.total[0]?.count ?? 0,
  };
}

const rateOf = (converted: number, created: number) =>
  created === 0 ? null : Math.round((converted / created) * 1000) / 10;

/** `GET /api/dashboard/conversion`: budgets created and converted per office month, and the rate. */
export async function conversionChart(
  connection: Connection,
  period: OfficePeriod,
): Promise<DashboardConversion> {
  const range = officeDayRange(period);
  type Count = { _id: string; count: number };
  const [answer] = await protocolModel(connection).aggregate<{ created: Count[]; converted: Count[] }>([
    { $match: { $or: [{ createdAt: range }, { convertedAt: range }] } },
    {
      $facet: {
        // a budget keeps its creation when converted (it is the same document, with its `budgetCode`)
        created: [
          { $match: { createdAt: range, $or: [{ budget: true }, { budgetCode: { $ne: null } }] } },
          { $group: { _id: officeMonthOf('$createdAt', period.timeZone), count: { $sum: 1 } } },
        ],
        converted: [
          { $match: { convertedAt: range } },
          { $group: { _id: officeMonthOf('$convertedAt', period.timeZone), count: { $sum: 1 } } },
        ],
      },
    },
  ]);
  const count = (rows: Count[], month: string) => rows.find((row) => row._id === month)?.count ?? 0;
  const months = monthsOf(period).map((month) => {
    const newBudgets = count(answer.created, month);
    const converted = count(answer.converted, month);
    return { month, newBudgets, converted, rate: rateOf(converted, newBudgets) };
  });
  const newBudgets = months.reduce((sum, m) => sum + m.newBudgets, 0);
  const converted = months.reduce((sum, m) => sum + m.converted, 0);
  return {
    from: period.from,
    to: period.to,
    months,
    totals: { newBudgets, converted, rate: rateOf(converted, newBudgets) },
  };
}

/**
 * The moment a case was finished. Cases finished before `finishedAt` was recorded have none; their last stage
 * change is the latest moment the record holds, read here rather than written once on start: a stored estimate
 * would pass for a recorded moment ever after (and a fill on start is one more writer to every protocol), while
 * this costs one `$ifNull` over the finished cases of the office.
 */
const finishedOn = {
  $ifNull: ['$finishedAt', { $arrayElemAt: ['$stageHistory.at', -1] }],
};

/** `GET /api/dashboard/staff`: per staff member, ACTIVE protocols in charge now and those finished in the period. */
export async function staffChart(connection: Connection, period: OfficePeriod): Promise<DashboardStaff> {
  const range = officeDayRange(period);
  type Row = { _id: string; name: string; count: number };
  const byUser = { _id: '$currentUser.id', name: { $last: '$currentUser.name' }, count: { $sum: 1 } };
  const [answer] = await protocolModel(connection).aggregate<{ inCharge: Row[]; finished: Row[] }>([
    { $match: { budget: false, 'currentUser.id': { $ne: null }, status: { $in: ['ACTIVE', 'FINISHED'] } } },
    {
      $facet: {
        inCharge: [{ $match: { status: 'ACTIVE' } }, { $group: byUser }],
        finished: [
          { $match: { status: 'FINISHED' } },
          { $addFields: { finishedOn: finishedOn } },
          { $match: { finishedOn: range } },
          { $group: byUser },
        ],
      },
    },
  ]);
  const staff = new Map<string, DashboardStaff['staff'][number]>();
  const member = ({ _id, name }: Row) =>
    staff.get(_id) ?? staff.set(_id, { userId: _id, name, inCharge: 0, finished: 0 }).get(_id)!;
  for (const row of answer.inCharge) member(row).inCharge = row.count;
  for (const row of answer.finished) member(row).finished = row.count;
  return {
    from: period.from,
    to: period.to,
    staff: [...staff.values()].sort(
      (a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.userId.localeCompare(b.userId),
    ),
  };
}
