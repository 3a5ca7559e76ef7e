import { CLIENT_FIELDS, clientBodySchema } from '@linhagem/contracts';
import { aClient } from '../../test/fixtures';
import { emptyClientValues, fromClient, LINKS, toClientBody } from './formValues';

const father = { id: 'f'.repeat(24), name: 'Joaquim Gonçalves' };

describe('the client form values', () => {
  it('hold every field of the contract, the links empty', () => {
    const values = emptyClientValues();
    expect(Object.keys(values).sort()).toEqual([...CLIENT_FIELDS].sort());
    for (const name of LINKS) expect(values[name]).toBeNull();
    expect(values).toMatchObject({
      typeOfPerson: 'PERSON',
      alive: true,
      gender: null,
      birthDay: '',
      tags: [],
      nameVariants: [],
      wedding: { country: '', state: '', foreignState: '', city: '', marriedDay: '', current: false },
    });
  });

  it('show a loaded client masked, with its parents named, and send it back as it was stored', () => {
    const client = aClient({
      name: 'Conceição Gonçalves',
      cpf: '52998224725',
      cellPhoneNumber: '+390437123456',
      birthDay: '1878-03-19',
      father: father.id,
      mother: 'e'.repeat(24),
      nameVariants: ['Conceicao Goncalves'],
      naturalisationDate: '1925-10-12',
      address: { country: 'BRASIL', state: 'SP', city: 'Santos' },
    });
    const values = fromClient(client, { father });
    expect(values).toMatchObject({
      id: client.id,
      version: 1,
      cpf: '529.982.247-25',
      cellPhoneNumber: '+39 0437 123456',
      father,
      mother: { id: 'e'.repeat(24), name: 'e'.repeat(24) },
      spouse: null,
      address: { country: 'BRASIL', state: 'SP', city: 'Santos', zipCode: '', street: '' },
    });

    // a field the form has no input for still survives a save (an update replaces every field)
    const body = clientBodySchema.parse(toClientBody(values));
    expect(body).toMatchObject({
      cpf: '52998224725',
      cellPhoneNumber: '+390437123456',
      birthDay: '1878-03-19',
      father: father.id,
      nameVariants: ['Conceicao Goncalves'],
      naturalisationDate: '1925-10-12',
    });
  });
});
