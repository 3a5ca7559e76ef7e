import {
  clientBodySchema,
  PERSON_ONLY_CLIENT_FIELDS,
  isEmailValid,
  isValidCnpj,
  isValidCpf,
  missingWeddingDetails,
  maxYear,
} from '../index';

const issues = (body: unknown) => {
  const result = clientBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

it('checks CPF and CNPJ check digits, masked or plain', () => {
  expect(isValidCpf('529.982.247-25')).toBe(true);
  expect(isValidCpf('11144477735')).toBe(true);
  expect(isValidCpf('529.982.247-24')).toBe(false);
  expect(isValidCpf('111.111.111-11')).toBe(false);
  expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  expect(isValidCnpj('11444777000161')).toBe(true);
  expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
});

it('follows the email rule of spec 5', () => {
  expect(isEmailValid('maria@exemplo.com.br')).toBe(true);
  expect(isEmailValid('maria.exemplo.com')).toBe(false);
  expect(isEmailValid('maria@exemplo')).toBe(false);
  expect(issues({ name: 'Maria', email: 'maria@exemplo' })).toEqual(['email:forms.email-invalid']);
  expect(issues({ name: 'Maria', email: '' })).toEqual([]);
});

it('stores documents and phones as digits', () => {
  const parsed = clientBodySchema.parse({
    name: 'Ana',
    cpf: '529.982.247-25',
    cellPhoneNumber: '(11) 98765-4321',
  });
  expect(parsed).toMatchObject({
    cpf: '52998224725',
    cellPhoneNumber: '11987654321',
    typeOfPerson: 'PERSON',
    alive: true,
  });
});

it('stores an international phone in E.164 and refuses one without a country code', () => {
  expect(clientBodySchema.parse({ name: 'Ana', phoneNumber: '+39 0437 123456' }).phoneNumber).toBe(
    '+390437123456',
  );
  expect(clientBodySchema.parse({ name: 'Ana', cellPhoneNumber: '+1 (212) 555-0123' }).cellPhoneNumber).toBe(
    '+12125550123',
  );
  expect(issues({ name: 'Ana', phoneNumber: '+0437 123456' })).toEqual(['phoneNumber:client.phone-invalid']);
  expect(issues({ name: 'Ana', phoneNumber: '+39 0437 123456 7890' })).toEqual([
    'phoneNumber:client.phone-invalid',
  ]);
});

it('keeps dates within the spec range', () => {
  expect(issues({ name: 'A', birthDay: '1499-12-31' })).toEqual(['birthDay:client.year-out-of-range']);
  expect(issues({ name: 'A', birthDay: '2001-02-30' })).toEqual(['birthDay:client.date-invalid']);
  expect(issues({ name: 'A', birthDay: '2001-02-03T00:00:00Z' })).toEqual(['birthDay:client.date-invalid']);
  expect(issues({ name: 'A', birthDay: `${maxYear() - 50}-01-01` })).toEqual([
    'birthDay:client.birth-after-today',
  ]);
  expect(issues({ name: 'A', birthDay: '1990-01-01', wedding: { marriedDay: '1980-01-01' } })).toEqual([
    'wedding.marriedDay:client.married-day-out-of-range',
  ]);
  expect(issues({ name: 'A', deathDay: '2000-01-01' })).toEqual(['alive:client.death-but-alive']);
});

it('allows a UF state only in Brazil', () => {
  expect(issues({ name: 'A', address: { country: 'BRASIL', state: 'SP', zipCode: '01310-100' } })).toEqual(
    [],
  );
  expect(issues({ name: 'A', address: { country: 'BRASIL', state: 'XX' } })).toEqual([
    'address.state:client.state-invalid',
  ]);
  expect(issues({ name: 'A', address: { country: 'ITALIA', state: 'SP' } })).toEqual([
    'address.state:client.state-invalid',
  ]);
});

it('refuses unknown fields', () => {
  expect(issues({ name: 'A', isAdmin: true })).toHaveLength(1);
});

it('lists missing wedding details', () => {
  expect(missingWeddingDetails({ maritalStatus: 'SINGLE' })).toEqual([]);
  expect(
    missingWeddingDetails({
      maritalStatus: 'MARRIED',
      spousesName: 'B',
      wedding: { country: 'ITALIA', foreignState: 'Veneto', city: 'Padova' },
    }),
  ).toEqual(['wedding.marriedDay']);
});

it('clears what only a person has from a company, before the rules that read it', () => {
  const parsed = clientBodySchema.parse({
    name: 'Açoriana Traduções Ltda',
    typeOfPerson: 'COMPANY',
    cnpj: '11.222.333/0001-81',
    gender: 'FEMININE',
    maritalStatus: 'MARRIED',
    birthDay: '2100-01-01',
    alive: false,
    deathDay: '2001-02-03',
    birthPlace: { country: 'BRASIL', state: 'SP', city: 'São Paulo' },
    wedding: { marriedDay: '1990-05-06', current: true },
    father: 'a'.repeat(24),
    motherName: 'Maria',
    email: 'contato@acoriana.com.br',
  });
  for (const field of PERSON_ONLY_CLIENT_FIELDS) expect(parsed[field]).toBeNull();
  expect(parsed).toMatchObject({
    typeOfPerson: 'COMPANY',
    cnpj: '11222333000181',
    email: 'contato@acoriana.com.br',
    alive: true,
  });
  // a person keeps them, and the rules still read them
  expect(issues({ name: 'Ana', gender: 'FEMININE', birthDay: '2100-01-01' })).toEqual([
    'birthDay:client.birth-after-today',
  ]);
});
