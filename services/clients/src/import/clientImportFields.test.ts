import {
  BRASIL,
  CLIENT_API,
  CLIENT_IMPORT_API,
  CLIENT_IMPORT_FIELDS,
  type Client,
  type ImportPreview,
} from '@linhagem/contracts';
import { uploadImport, utf8BomCsv, windows1252Csv } from '@linhagem/service-kit/testing/import';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(() => service.close());

const preview = async (bytes: Uint8Array) => {
  const answer = await uploadImport(service.url, bytes);
  expect(answer).toMatchObject({ status: 200 });
  return answer.body as ImportPreview;
};

/** One header per client field, in CLIENT_IMPORT_FIELDS' order, as a Brazilian office writes it. */
const PORTUGUESE = ['Nome', 'CPF', 'RG', 'Data de nascimento', 'Naturalidade', 'UF de nascimento', 'País de nascimento', 'Sexo', 'Estado civil', 'E-mail', 'Telefone', 'Celular', 'CEP', 'Endereço', 'Número', 'Complemento', 'Bairro', 'Cidade', 'UF', 'Nome do pai', 'Nome da mãe', 'Cônjuge', 'Observações', 'Etiquetas']; // prettier-ignore
/** The same in English, as another system's export writes it. */
const ENGLISH = ['Full name', 'Tax ID', 'ID card', 'Date of birth', 'Place of birth', 'Birth state', 'Country of birth', 'Gender', 'Marital status', 'Email address', 'Phone', 'Mobile', 'Zip code', 'Street', 'Number', 'Apartment', 'Neighborhood', 'City', 'State', "Father's name", "Mother's name", 'Spouse', 'Notes', 'Tags']; // prettier-ignore

describe('every client field from its column', () => {
  it('guesses each field from its Portuguese or English header, and writes each to the client', async () => {
    const english = await preview(utf8BomCsv([ENGLISH, ['Someone']], ','));
    expect(english.mapping).toEqual([...CLIENT_IMPORT_FIELDS]);

    const p = await preview(
      windows1252Csv([
        PORTUGUESE,
        [
          'Giulia Bortolini',
          '529.982.247-25',
          '12.345.678-9',
          '04/07/1961',
          'Caxias do Sul',
          'RS',
          'Brasil',
          'F',
          'Casada',
          'GIULIA@Example.com',
          '(54) 3222-1234',
          '(54) 99876-5432',
          '95020000',
          'Rua Sinimbu',
          '1200',
          'apto 3',
          'Centro',
          'Caxias do Sul',
          'rs',
          'Pietro Bortolini',
          'Ana Zanetti',
          'Marco Rossi',
          'Cliente desde 1998',
          'italiana, prioridade',
        ],
      ]),
    );
    expect(p.mapping).toEqual([...CLIENT_IMPORT_FIELDS]);
    expect(p).toMatchObject({ rows: 1, valid: 1, problems: [] });
    const applied = await service.call('POST', CLIENT_IMPORT_API.apply(p.importId), {});
    expect(applied.body).toEqual({ created: 1, updated: 0, skipped: 0, linked: 0 });

    const stored = await service.database.connection.db!.collection('clients').findOne({});
    const client = (await service.call('GET', CLIENT_API.item(String(stored!._id)))).body as Client;
    expect(client).toMatchObject({
      name: 'Giulia Bortolini',
      cpf: '52998224725',
      rg: '12.345.678-9',
      birthDay: '1961-07-04',
      birthPlace: { country: BRASIL, state: 'RS', city: 'Caxias do Sul' },
      gender: 'FEMININE',
      maritalStatus: 'MARRIED',
      email: 'giulia@example.com',
      phoneNumber: '5432221234',
      cellPhoneNumber: '54998765432',
      address: {
        country: BRASIL,
        zipCode: '95020-000',
        street: 'Rua Sinimbu',
        number: '1200',
        complement: 'apto 3',
        district: 'Centro',
        city: 'Caxias do Sul',
        state: 'RS',
      },
      // names that are no client of the file nor of the office are kept as text
      fatherName: 'Pietro Bortolini',
      motherName: 'Ana Zanetti',
      spousesName: 'Marco Rossi',
      notes: 'Cliente desde 1998',
      tags: ['italiana', 'prioridade'],
    });
  });
});
