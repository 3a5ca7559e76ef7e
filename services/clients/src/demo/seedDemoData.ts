import type { Connection } from 'mongoose';
import {
  addMonthsIso,
  clientBodySchema,
  completeCpf,
  todayIso,
  type ClientBodyInput,
} from '@linhagem/contracts';
import { demoCaller } from '@linhagem/service-kit';
import { clientModel } from '../client/model';
import { saveClient } from '../client/service';

const DEMO_CALLER = demoCaller('clients');

const LINKS = ['father', 'mother', 'spouse', 'responsible'] as const;

type Link = (typeof LINKS)[number];
/** A demo person; its links name other demo people by `key`. */
type Person = Omit<ClientBodyInput, Link> & Partial<Record<Link, string>> & { key: string };

const married = (marriedDay: string, place: Record<string, string>, current = true) => ({
  maritalStatus: 'MARRIED' as const,
  wedding: { ...place, marriedDay, current },
});

const souzaHome = {
  country: 'BRASIL',
  zipCode: '90010-150',
  state: 'RS',
  city: 'Porto Alegre',
  district: 'Centro Histórico',
  street: 'Rua dos Andradas',
  number: '1001',
};

/** Four families of Portuguese, Italian and Lebanese descent, and the office's partner company. */
const PEOPLE: Person[] = [
  // Gonçalves: Portuguese immigrants in Minas Gerais
  { key: 'manuel', name: 'Manuel Gonçalves', gender: 'MASCULINE', birthDay: '1885-02-11', deathDay: '1950-08-30', alive: false,
    birthPlace: { country: 'PORTUGAL', foreignState: 'Braga', city: 'Guimarães' },
    deathPlace: { country: 'BRASIL', state: 'MG', city: 'Belo Horizonte' },
    address: { country: 'PORTUGAL', foreignState: 'Braga', city: 'Guimarães', street: 'Rua de Santa Maria', number: '12' },
    tags: ['imigrante', 'portuguesa'] },
  { key: 'conceicao', name: 'Maria da Conceição de Jesus', gender: 'FEMININE', birthDay: '1890-12-08', deathDay: '1962-03-15', alive: false,
    birthPlace: { country: 'PORTUGAL', foreignState: 'Viana do Castelo', city: 'Ponte de Lima' }, spouse: 'manuel',
    ...married('1910-06-24', { country: 'PORTUGAL', foreignState: 'Braga', city: 'Guimarães' }), tags: ['portuguesa'] },
  { key: 'joao', name: 'João Gonçalves', gender: 'MASCULINE', birthDay: '1921-04-19', deathDay: '1998-11-02', alive: false,
    birthPlace: { country: 'BRASIL', state: 'MG', city: 'Belo Horizonte' }, father: 'manuel', mother: 'conceicao', tags: ['portuguesa'] },
  { key: 'aparecida', name: 'Maria Aparecida Gonçalves', gender: 'FEMININE', birthDay: '1925-10-12', alive: true, spouse: 'joao',
    birthPlace: { country: 'BRASIL', state: 'MG', city: 'Sabará' },
    ...married('1946-05-18', { country: 'BRASIL', state: 'MG', city: 'Belo Horizonte' }), cpf: completeCpf('123456789'),
    address: { country: 'BRASIL', zipCode: '30130-010', state: 'MG', city: 'Belo Horizonte', district: 'Funcionários', street: 'Rua da Bahia', number: '1148', complement: 'apto 301' } },
  { key: 'anaPaula', name: 'Ana Paula Gonçalves Ribeiro', gender: 'FEMININE', birthDay: '1958-07-03', alive: true,
    father: 'joao', mother: 'aparecida', cpf: completeCpf('234567891'), rg: 'MG-4.567.890', email: 'ana.paula@exemplo.com.br',
    cellPhoneNumber: '(11) 98765-4321', tags: ['portuguesa', 'requerente'],
    address: { country: 'BRASIL', zipCode: '01310-100', state: 'SP', city: 'São Paulo', district: 'Bela Vista', street: 'Avenida Paulista', number: '1578' } },
  // Bortolini: Italian immigrants in Rio Grande do Sul
  { key: 'giuseppe', name: 'Giuseppe Bortolini', gender: 'MASCULINE', birthDay: '1878-03-19', deathDay: '1941-01-22', alive: false,
    birthPlace: { country: 'ITALIA', foreignState: 'Veneto', city: 'Treviso' },
    deathPlace: { country: 'BRASIL', state: 'RS', city: 'Caxias do Sul' },
    address: { country: 'ITALIA', foreignState: 'Veneto', zipCode: '31100', city: 'Treviso', street: 'Via Roma', number: '7' },
    tags: ['imigrante', 'italiana'] },
  { key: 'angela', name: 'Angela Zanetti Bortolini', gender: 'FEMININE', birthDay: '1882-09-02', deathDay: '1955-06-10', alive: false,
    birthPlace: { country: 'ITALIA', foreignState: 'Veneto', city: 'Belluno' }, spouse: 'giuseppe',
    ...married('1901-02-16', { country: 'ITALIA', foreignState: 'Veneto', city: 'Treviso' }), tags: ['italiana'] },
  { key: 'luigi', name: 'Luigi Bortolini', gender: 'MASCULINE', birthDay: '1910-11-25', deathDay: '1987-04-04', alive: false,
    birthPlace: { country: 'BRASIL', state: 'RS', city: 'Caxias do Sul' }, father: 'giuseppe', mother: 'angela', tags: ['italiana'] },
  { key: 'lucia', name: 'Lúcia Bortolini de Souza', gender: 'FEMININE', birthDay: '1988-01-30', alive: true,
    father: 'luigi', fatherName: 'Luigi Bortolini', cpf: completeCpf('345678912'), rg: '9.087.654-3', email: 'lucia.souza@exemplo.com',
    phoneNumber: '(51) 3222-1100', tags: ['italiana', 'requerente'],
    address: souzaHome },
  { key: 'andre', name: 'André Luiz de Souza', gender: 'MASCULINE', birthDay: '1985-09-14', alive: true, spouse: 'lucia',
    ...married('2012-10-20', { country: 'BRASIL', state: 'RS', city: 'Porto Alegre' }), cpf: completeCpf('456789123'),
    address: souzaHome },
  { key: 'pedro', name: 'Pedro Bortolini de Souza', gender: 'MASCULINE', birthDay: '2015-03-08', alive: true,
    father: 'andre', mother: 'lucia', responsible: 'lucia', tags: ['italiana', 'menor'] },
  // Fontana: an Italian line that breaks, for the dossier's warnings: the immigrant's name changed spelling between his
  // Italian records and his Brazilian ones, and the line passes through a mother before 1948
  { key: 'luiz', name: 'Luiz Fontana', nameVariants: ['Luigi Fonttini', 'Luiz Fontine'], gender: 'MASCULINE',
    birthDay: '1879-06-21', deathDay: '1951-09-03', alive: false,
    birthPlace: { country: 'ITALIA', foreignState: 'Veneto', city: 'Padova' },
    deathPlace: { country: 'BRASIL', state: 'SP', city: 'Ribeirão Preto' }, tags: ['imigrante', 'italiana'] },
  { key: 'teresa', name: 'Teresa Bianchi Fontana', gender: 'FEMININE', birthDay: '1884-02-02', deathDay: '1960-07-19',
    alive: false, birthPlace: { country: 'ITALIA', foreignState: 'Veneto', city: 'Rovigo' }, spouse: 'luiz',
    ...married('1906-05-12', { country: 'BRASIL', state: 'SP', city: 'Ribeirão Preto' }), tags: ['italiana'] },
  { key: 'rosa', name: 'Rosa Fontana Carvalho', gender: 'FEMININE', birthDay: '1912-08-03', deathDay: '1988-12-01',
    alive: false, birthPlace: { country: 'BRASIL', state: 'SP', city: 'Ribeirão Preto' }, father: 'luiz', mother: 'teresa',
    ...married('1934-04-21', { country: 'BRASIL', state: 'SP', city: 'Ribeirão Preto' }), tags: ['italiana'] },
  { key: 'jose', name: 'José Fontana Carvalho', gender: 'MASCULINE', birthDay: '1940-05-14', deathDay: '2011-03-30',
    alive: false, birthPlace: { country: 'BRASIL', state: 'SP', city: 'Ribeirão Preto' }, mother: 'rosa',
    motherName: 'Rosa Fontana Carvalho', tags: ['italiana'] },
  { key: 'mariana', name: 'Mariana Carvalho Lima', gender: 'FEMININE', birthDay: '1976-09-22', alive: true,
    birthPlace: { country: 'BRASIL', state: 'SP', city: 'Campinas' }, father: 'jose', cpf: completeCpf('678912345'),
    email: 'mariana.lima@exemplo.com.br', cellPhoneNumber: '(19) 99876-5432', tags: ['italiana', 'requerente'],
    address: { country: 'BRASIL', zipCode: '13015-904', state: 'SP', city: 'Campinas', district: 'Centro', street: 'Rua Barão de Jaguara', number: '1481' } },
  { key: 'rafael', name: 'Rafael Carvalho Lima', gender: 'MASCULINE', birthDay: '2014-02-10', alive: true,
    birthPlace: { country: 'BRASIL', state: 'SP', city: 'Campinas' }, mother: 'mariana', responsible: 'mariana',
    tags: ['italiana', 'menor'] },
  // born 32 months before the seeding: Italy's 3-year registration deadline (Law 199/2025) falls in the next months
  { key: 'helena', name: 'Helena Carvalho Lima', gender: 'FEMININE', birthDay: addMonthsIso(todayIso(), -32), alive: true,
    birthPlace: { country: 'BRASIL', state: 'SP', city: 'Campinas' }, mother: 'mariana', responsible: 'mariana',
    tags: ['italiana', 'menor'] },
  // Haddad: Lebanese immigrants in São Paulo
  { key: 'elias', name: 'Elias Haddad', gender: 'MASCULINE', birthDay: '1895-05-05', deathDay: '1970-12-12', alive: false,
    birthPlace: { country: 'LIBANO', foreignState: 'Monte Líbano', city: 'Zahlé' },
    deathPlace: { country: 'BRASIL', state: 'SP', city: 'São Paulo' }, tags: ['imigrante', 'libanesa'] },
  { key: 'jamile', name: 'Jamile Haddad Assad', gender: 'FEMININE', birthDay: '1950-02-14', alive: true, father: 'elias',
    cpf: completeCpf('567891234'), email: 'jamile.assad@exemplo.com', tags: ['libanesa'],
    address: { country: 'BRASIL', zipCode: '40140-110', state: 'BA', city: 'Salvador', district: 'Graça', street: 'Rua Euclides da Cunha', number: '90' } },
  { key: 'company', name: 'Açoriana Traduções Juramentadas Ltda', typeOfPerson: 'COMPANY', cnpj: '11.222.333/0001-81',
    email: 'contato@acoriana.com.br', phoneNumber: '(48) 3224-5566', tags: ['parceiro'],
    address: { country: 'BRASIL', zipCode: '88010-400', state: 'SC', city: 'Florianópolis', district: 'Centro', street: 'Rua Felipe Schmidt', number: '315' } },
]; // prettier-ignore

/** Creates the demo families on an empty clients collection (`SEED_DEMO_DATA=true`); does nothing otherwise. */
export async function seedDemoData(connection: Connection): Promise<number> {
  if ((await clientModel(connection).estimatedDocumentCount()) > 0) return 0;
  const ids = new Map<string, string>();
  for (const { key, ...person } of PEOPLE) {
    const body = clientBodySchema.parse({
      ...person,
      ...Object.fromEntries(LINKS.map((link) => [link, ids.get(person[link] ?? '')])),
      confirmDuplicateName: true,
      confirmIncompleteWedding: true,
    });
    const saved = await saveClient(connection, DEMO_CALLER, body);
    ids.set(key, saved.id);
  }
  return ids.size;
}
