import { Schema, type Connection } from 'mongoose';
import { formatProtocolCode } from '@linhagem/contracts';
import { officeDay } from '@linhagem/service-kit';

const counterSchema = new Schema(
  { _id: { type: String, required: true }, seq: { type: Number, required: true } },
  { strict: 'throw', versionKey: false, collection: 'counters' },
);

const counterModel = (connection: Connection) =>
  connection.models.Counter ?? connection.model('Counter', counterSchema);

/**
 * `2026/0001` or `ORC-2026/0001`: the next number of the year's series (DESIGN "Protocol codes": one atomic `$inc`,
 * no gaps, no repeats); budgets count apart and carry their prefix. The year is the office's (a case opened at
 * 23:30 on 31 December in São Paulo is that year's).
 */
export async function nextCode(connection: Connection, series: 'protocol' | 'budget', now = new Date()) {
  const year = Number((await officeDay(now)).slice(0, 4));
  const counter = await counterModel(connection).findOneAndUpdate(
    { _id: `${series}:${year}` },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after', lean: true },
  );
  return formatProtocolCode(series, year, counter!.seq);
}

/**
 * `count` consecutive codes of the year's series in one `$inc` (a spreadsheet import creates thousands at once),
 * and `giveBack`, which returns them when nothing took a later number meanwhile (an import that failed).
 */
export async function reserveCodes(
  connection: Connection,
  series: 'protocol' | 'budget',
  count: number,
  now = new Date(),
) {
  const year = Number((await officeDay(now)).slice(0, 4));
  const _id = `${series}:${year}`;
  const counter = await counterModel(connection).findOneAndUpdate(
    { _id },
    { $inc: { seq: count } },
    { upsert: true, returnDocument: 'after', lean: true },
  );
  const last = counter!.seq as number;
  const codes = Array.from({ length: count }, (_, i) =>
    formatProtocolCode(series, year, last - count + 1 + i),
  );
  const giveBack = async () => {
    await counterModel(connection).updateOne({ _id, seq: last }, { $inc: { seq: -count } });
  };
  return { codes, giveBack };
}
