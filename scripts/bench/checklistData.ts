// A family's checklist for the checklist benchmark: one protocol, 30 checklist persons over five
// generations and 200 certificates, stored straight into a running system's `protocols` database with the
// service's own models.
import mongoose from 'mongoose';
import {
  STATUSES_DOCUMENT,
  STATUSES_TRANSLATE,
  TYPES_OF_CERTIFICATE,
  documentTypesFor,
  type ChecklistCategory,
} from '@linhagem/contracts';
import { certificateModel, checklistPersonModel } from '../../services/protocols/src/checklist/model';

const PERSONS = 30;
const CERTIFICATES = 200;

/** Resolves with the id of a new protocol whose checklist has 30 persons and 200 certificates. */
export async function seedBenchChecklist(uri: string): Promise<{ protocolId: string }> {
  const connection = mongoose.createConnection(uri, { dbName: 'protocols' });
  await connection.asPromise();
  try {
    const protocolId = new mongoose.Types.ObjectId();
    await connection.db!.collection('protocols').insertOne({
      _id: protocolId,
      code: `BENCH/${protocolId.toHexString().slice(-6)}`,
      budget: false,
      status: 'ACTIVE',
      clients: [],
    });
    const persons = Array.from({ length: PERSONS }, (_, i) => {
      const generation = i === 0 ? 0 : Math.min(4, 1 + Math.floor(Math.log2(i + 1)));
      const category: ChecklistCategory = (
        ['IMMIGRANT', 'ASCENDANT', 'ASCENDANT', 'APPLICANT', 'UNDER_AGE'] as const
      )[generation];
      return { _id: new mongoose.Types.ObjectId(), protocol: protocolId, category, name: `Pessoa ${i + 1}` };
    });
    const withParents = persons.map((person, i) => ({
      ...person,
      parent: i === 0 ? null : persons[Math.floor((i - 1) / 2)]._id,
    }));
    await checklistPersonModel(connection).insertMany(withParents);
    const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
    await certificateModel(connection).insertMany(
      Array.from({ length: CERTIFICATES }, (_, i) => {
        const person = withParents[i % PERSONS];
        const typeOfCertificate = pick(TYPES_OF_CERTIFICATE, i);
        return {
          protocol: protocolId,
          checklistPerson: person._id,
          protocolCode: 'BENCH',
          personName: person.name,
          category: person.category,
          typeOfCertificate,
          // a document type its certificate type offers, as a save through the service would have it
          typeOfDocument: pick(documentTypesFor(typeOfCertificate), i * 3),
          statusDocument: pick(STATUSES_DOCUMENT, i),
          statusTranslate: pick(STATUSES_TRANSLATE, i * 7),
          price: i % 5 === 0 ? 0 : 5000 + i * 10,
          translatePrice: i % 3 === 0 ? null : 3000,
          personNameInDocument: i % 2 ? person.name : null,
          date: i % 4 ? '1921-05-02' : null,
          notes: 'Certidão em inteiro teor, livro 12, folha 34.',
        };
      }),
    );
    return { protocolId: protocolId.toHexString() };
  } finally {
    await connection.close();
  }
}
