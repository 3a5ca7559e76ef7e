import mongoose, { Types, type Connection } from 'mongoose';
import {
  CLIENT_ERROR_CODES,
  type ProtocolsAnonymiseBody,
  type ProtocolsAnonymised,
  type ProtocolsPersonalData,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import { certificateModel, checklistPersonModel } from '../checklist/model';
import { notificationModel } from '../notification/model';
import { clientLinkWhere, protocolModel } from '../protocol/model';
import { timelineEventModel } from '../timeline/model';
import { clientWordsPattern, replaceClientWords } from './clientNameWords';

/** Dates as ISO text and ids as strings, as the export's JSON reads them. */
const plain = (record: object): Record<string, unknown> =>
  JSON.parse(JSON.stringify(record)) as Record<string, unknown>;

/**
 * LGPD art. 18 (docs/adr-lgpd.md): what the protocols hold about a client: every protocol or budget linking them
 * (code, status, services and prices; not its portal access code nor its search words), the checklist persons
 * that are the client and their certificates.
 */
export async function clientPersonalData(
  connection: Connection,
  clientId: string,
): Promise<ProtocolsPersonalData> {
  const id = new Types.ObjectId(clientId);
  const protocols = await protocolModel(connection)
    .find(clientLinkWhere(id), { accessCode: 0, searchWords: 0, clientSearchWords: 0 })
    .sort({ code: 1 })
    .lean();
  const persons = await checklistPersonModel(connection).find({ client: id }).lean();
  const certificates = await certificateModel(connection)
    .find({ checklistPerson: mongoose.trusted({ $in: persons.map((p) => p._id) }) })
    .sort({ protocolCode: 1, _id: 1 })
    .lean();
  return {
    protocols: protocols.map(plain),
    checklistPersons: persons.map(plain),
    certificates: certificates.map(plain),
  };
}

/**
 * LGPD anonymisation, the protocols' part (docs/adr-lgpd.md): refused with nothing written while an ACTIVE protocol
 * or budget links the client; otherwise the client's name in the protocols' client links, in the checklist persons
 * that are the client and in their certificates becomes the placeholder, and so does what is the client's
 * (`clientWordsPattern`: `names`, the client's name and its variants) in the texts of the protocols linking them:
 * their own name and family name, their bell notifications and their timelines. Prices, services and cash entries
 * stay: the office's accounts need them. Idempotent, so services/clients may call it again after a failure of its
 * own (it still holds the names then: it clears them after this answers).
 */
export async function anonymiseClient(
  connection: Connection,
  clientId: string,
  { placeholder, names = [] }: ProtocolsAnonymiseBody,
): Promise<ProtocolsAnonymised> {
  const id = new Types.ObjectId(clientId);
  const Protocol = protocolModel(connection);
  const active = await Protocol.find({ ...clientLinkWhere(id), status: 'ACTIVE' }, { code: 1 })
    .sort({ code: 1 })
    .lean();
  if (active.length > 0) {
    const codes = active.map((p) => p.code);
    throw AppError.conflict(
      `The client is in an active protocol (${codes.join(', ')}); finish or cancel it before anonymising`,
      {
        code: CLIENT_ERROR_CODES.anonymiseActiveProtocol,
        details: {
          codes: codes.join(', '),
          protocols: active.map((p) => ({ id: String(p._id), code: p.code })),
        },
      },
    );
  }
  const People = checklistPersonModel(connection);
  const Notification = notificationModel(connection);
  const TimelineEvent = timelineEventModel(connection);
  // one by one through save(): the protocol's search words are derived from its client names there
  let protocols = 0;
  for (const protocol of await Protocol.find(clientLinkWhere(id))) {
    const ownNames = [...names, ...protocol.clients.filter((l) => l.client.equals(id)).map((l) => l.name)];
    const otherPeople = await People.find(
      { protocol: protocol._id, client: mongoose.trusted({ $ne: id }) },
      { name: 1 },
    ).lean();
    const otherNames = [
      ...protocol.clients.filter((link) => !link.client.equals(id)).map((link) => link.name),
      ...otherPeople.map((person) => person.name ?? ''),
    ].filter((name) => name !== placeholder);
    const pattern = clientWordsPattern(
      ownNames.filter((name) => name !== placeholder),
      otherNames,
    );
    const replace = (text: string) => replaceClientWords(text, pattern, placeholder);
    for (const link of protocol.clients) if (link.client.equals(id)) link.name = placeholder;
    protocol.name = replace(protocol.name);
    protocol.familyName = replace(protocol.familyName);
    if (protocol.isModified()) {
      await protocol.save();
      protocols += 1;
    }
    if (!pattern) continue;
    for (const notice of await Notification.find({ protocol: protocol._id })) {
      notice.protocolGroupName = replace(notice.protocolGroupName);
      notice.message = replace(notice.message);
      if (notice.isModified()) await notice.save();
    }
    for (const event of await TimelineEvent.find({ protocol: protocol._id })) {
      event.message = replace(event.message);
      if (event.author) event.author.name = replace(event.author.name);
      if (event.isModified()) await event.save();
    }
  }
  const persons = await People.find({ client: id }, { _id: 1 }).lean();
  const personIds = persons.map((p) => p._id);
  await People.updateMany({ client: id }, { $set: { name: placeholder } });
  const { modifiedCount: certificates } = await certificateModel(connection).updateMany(
    { checklistPerson: mongoose.trusted({ $in: personIds }) },
    { $set: { personName: placeholder, personNameInDocument: placeholder } },
  );
  return { protocols, checklistPersons: persons.length, certificates };
}
