import QRCode from 'qrcode';
import mongoose, { type Connection } from 'mongoose';
import {
  PIX_CODES,
  pixDueNow,
  pixInstalmentAmounts,
  pixPayload,
  pixTxid,
  type IssuedPixCode,
  type PixCode,
  type PortalPixCode,
} from '@linhagem/contracts';
import { AppError, type Caller } from '@linhagem/service-kit';
import { cashEntryModel } from '../cashEntry/model';
import type { ProtocolDocument } from '../protocol/model';
import { toProtocol } from '../protocol/toProtocol';
import type { Remotes } from '../remote/remotes';
import { pixCodeModel, type PixCodeRecord } from './model';

type Receiver = Awaited<ReturnType<Remotes['pixReceiver']>>;

/** The office's receiver, or 409 `pix.not-configured`: without a key nothing Pix exists. */
async function configuredReceiver(remotes: Remotes): Promise<Receiver> {
  const receiver = await remotes.pixReceiver();
  if (!receiver.pixKey)
    throw AppError.conflict('No Pix key is configured', { code: PIX_CODES.notConfigured });
  return receiver;
}

/**
 * A QR code a phone reads at the printed size: error correction M (15 % of the modules may be lost to a fold or a
 * smudge) and the four-module quiet zone ISO/IEC 18004 asks.
 */
export const pixQrSvg = (payload: string): Promise<string> =>
  QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });

/** The BR Code of the receiver for an amount and transaction id, without its drawing. */
const payloadOf = (receiver: Receiver, amount: number, txid: string) => ({
  payload: pixPayload({
    key: receiver.pixKey,
    name: receiver.pixReceiverName,
    city: receiver.pixReceiverCity,
    amount,
    txid,
  }),
  txid,
  amount,
});

async function codeOf(receiver: Receiver, amount: number, txid: string): Promise<PixCode> {
  const code = payloadOf(receiver, amount, txid);
  return { ...code, qrSvg: await pixQrSvg(code.payload) };
}

/** The case's own code for an amount (its transaction id is the case code's): computed, written nowhere. */
export async function casePixCode(remotes: Remotes, protocol: ProtocolDocument, amount: number) {
  return codeOf(await configuredReceiver(remotes), amount, pixTxid(protocol.code));
}

/**
 * The case's code for the quote PDF, without its drawing (documents draws it): for the total, or for its first
 * instalment where the payment terms split it (docs/adr-pix.md); null without a key, without an amount, or when
 * the catalog cannot be asked (a quote is never refused for its Pix block).
 */
export async function quotePixPayload(remotes: Remotes, protocolCode: string, total: number) {
  const receiver = await remotes.pixReceiver().catch(() => null);
  const [first] = pixInstalmentAmounts(total, receiver?.pixInstalments ?? 1);
  if (!receiver?.pixKey || !first) return null;
  const instalments = pixInstalmentAmounts(total, receiver.pixInstalments).length;
  return { ...payloadOf(receiver, first, pixTxid(protocolCode)), instalments };
}

/**
 * What the family owes now (docs/adr-pix.md "What is due now"): the rest of the first instalment of the payment
 * terms not paid in full (the balance itself when the total is paid at once); null when nothing is due.
 */
export async function amountDue(connection: Connection, protocol: ProtocolDocument, instalments: number) {
  const entries = await cashEntryModel(connection)
    .find({ protocol: protocol._id }, { type: 1, value: 1 })
    .lean();
  const { total, balance } = toProtocol(protocol.toObject(), entries, false).financial;
  return pixDueNow(total, total - balance, instalments);
}

/**
 * The portal's code for what is due now, or null (answered 204) when the office has no key or nothing is due: the
 * status page asks on every visit, and "nothing to pay" is an answer, not a refusal.
 */
export async function portalPixCode(
  deps: { connection: Connection; remotes: Remotes },
  protocol: ProtocolDocument,
): Promise<PortalPixCode | null> {
  // a cancelled case asks nothing of the family (a finished one still owes what it owes)
  if (protocol.status === 'CANCELED') return null;
  const receiver = await deps.remotes.pixReceiver();
  if (!receiver.pixKey) return null;
  const due = await amountDue(deps.connection, protocol, receiver.pixInstalments);
  if (!due) return null;
  const code = await codeOf(receiver, due.amount, pixTxid(protocol.code));
  return { ...code, instalment: due.instalment, instalments: due.instalments };
}
const DUPLICATE_KEY = 11000;

/**
 * A code staff issue for an amount, recorded with the next transaction id of the case (`P20260042S2`, `S3`, …);
 * two issued at once draw the same number, and the one that loses the unique index draws the next.
 */
export async function issuePixCode(
  deps: { connection: Connection; remotes: Remotes },
  caller: Caller,
  protocol: ProtocolDocument,
  amount: number,
): Promise<IssuedPixCode> {
  const receiver = await configuredReceiver(deps.remotes);
  const codes = pixCodeModel(deps.connection);
  for (let attempt = 0; ; attempt++) {
    const last = await codes
      .findOne({ protocol: protocol._id }, { sequence: 1 })
      .sort({ sequence: -1 })
      .lean();
    const sequence = (last?.sequence ?? 1) + 1;
    const code = await codeOf(receiver, amount, pixTxid(protocol.code, sequence));
    try {
      const saved = await codes.create({
        protocol: protocol._id,
        txid: code.txid,
        sequence,
        amount,
        payload: code.payload,
        issuedBy: { id: caller.sub, name: caller.name, userName: caller.userName },
      });
      return { ...code, ...issuedFace(saved.toObject(), null) };
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt >= 5) throw error;
    }
  }
}

const issuedFace = (doc: PixCodeRecord & { _id: unknown }, cashEntry: string | null) => ({
  id: String(doc._id),
  issuedAt: doc.createdAt.toISOString(),
  issuedBy: doc.issuedBy.name,
  received: cashEntry !== null,
  cashEntry,
});

/** The codes staff issued for the case, newest first, each closed by the receipt that carries its id. */
export async function listPixCodes(
  connection: Connection,
  protocol: ProtocolDocument,
): Promise<IssuedPixCode[]> {
  const [codes, receipts] = await Promise.all([
    pixCodeModel(connection).find({ protocol: protocol._id }).sort({ sequence: -1 }).lean(),
    cashEntryModel(connection)
      .find(
        { protocol: protocol._id, type: 'RECEIPT', pixTxid: mongoose.trusted({ $ne: null }) },
        { pixTxid: 1 },
      )
      .lean(),
  ]);
  const closedBy = new Map(receipts.map((r) => [r.pixTxid, String(r._id)]));
  return Promise.all(
    codes.map(async (doc) => ({
      payload: doc.payload,
      txid: doc.txid,
      amount: doc.amount,
      qrSvg: await pixQrSvg(doc.payload),
      ...issuedFace(doc, closedBy.get(doc.txid) ?? null),
    })),
  );
}

/**
 * The transaction id a cash entry carries must be one of its case's: the case's own code (or, for a budget converted
 * into a protocol, the budget's, which its quote carried) or one staff issued and not yet closed by another receipt
 * (400 `pix.txid-unknown`, 409 `pix.txid-received`).
 */
export async function refuseForeignTxid(connection: Connection, protocol: ProtocolDocument, txid: string) {
  if (txid === pixTxid(protocol.code)) return;
  if (protocol.budgetCode && txid === pixTxid(protocol.budgetCode)) return;
  const issued = await pixCodeModel(connection).exists({ protocol: protocol._id, txid });
  if (!issued)
    throw AppError.badRequest('No Pix code of this protocol carries that transaction id', {
      code: PIX_CODES.txidUnknown,
      details: { pixTxid: txid },
    });
  const closed = await cashEntryModel(connection).exists({
    protocol: protocol._id,
    type: 'RECEIPT',
    pixTxid: txid,
  });
  if (closed)
    throw AppError.conflict('That Pix code was already received', {
      code: PIX_CODES.txidReceived,
      details: { pixTxid: txid },
    });
}
