import { normalizeSearchText } from '../searchText';
import { CLIENT_IMPORT_FIELDS, PROTOCOL_IMPORT_FIELDS, type ImportField, type ImportKind } from './codes';
import type { ImportMapping } from './schema';

/** A header as compared: lower case, no accents, only letters and digits between single spaces. */
export const headerKey = (header: string): string =>
  normalizeSearchText(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The headers offices write for each field, in Portuguese and English, as `headerKey` gives them (Brazilian
 * Excel exports, Google Sheets, other systems' CSV).
 */
const CLIENT_HEADERS: Record<string, readonly string[]> = {
  name: ['nome', 'nome completo', 'cliente', 'name', 'full name', 'client', 'client name', 'nome do cliente'],
  cpf: ['cpf', 'cpf do cliente', 'n cpf', 'no cpf', 'numero do cpf', 'tax id', 'taxpayer id'],
  rg: ['rg', 'identidade', 'carteira de identidade', 'id card', 'identity card', 'rg numero'],
  birthDay: [
    'data de nascimento',
    'nascimento',
    'data nascimento',
    'dt nascimento',
    'dt nasc',
    'data nasc',
    'birth date',
    'date of birth',
    'birthday',
    'birth',
    'dob',
  ],
  birthCity: [
    'cidade de nascimento',
    'naturalidade',
    'local de nascimento',
    'birth city',
    'place of birth',
    'birthplace',
  ],
  birthState: ['uf de nascimento', 'estado de nascimento', 'birth state'],
  birthCountry: ['pais de nascimento', 'nacionalidade', 'birth country', 'country of birth', 'nationality'],
  gender: ['sexo', 'genero', 'gender', 'sex'],
  maritalStatus: ['estado civil', 'marital status', 'civil status'],
  email: ['e mail', 'email', 'correio eletronico', 'email address', 'e mail address'],
  phoneNumber: [
    'telefone',
    'fone',
    'tel',
    'telefone fixo',
    'phone',
    'phone number',
    'telephone',
    'home phone',
  ],
  cellPhoneNumber: [
    'celular',
    'cel',
    'whatsapp',
    'telefone celular',
    'mobile',
    'cell phone',
    'cellphone',
    'mobile phone',
  ],
  zipCode: ['cep', 'codigo postal', 'zip', 'zip code', 'zipcode', 'postal code', 'postcode'],
  street: ['endereco', 'logradouro', 'rua', 'address', 'street', 'street address'],
  number: ['numero', 'n', 'no', 'number', 'house number', 'nr'],
  complement: ['complemento', 'compl', 'complement', 'apartment', 'apt', 'address line 2'],
  district: ['bairro', 'district', 'neighborhood', 'neighbourhood'],
  city: ['cidade', 'municipio', 'city', 'town'],
  state: ['uf', 'estado', 'state', 'province'],
  father: ['pai', 'nome do pai', 'father', 'father s name', 'fathers name', 'father name'],
  mother: ['mae', 'nome da mae', 'mother', 'mother s name', 'mothers name', 'mother name'],
  spouse: [
    'conjuge',
    'esposa',
    'esposo',
    'marido',
    'nome do conjuge',
    'spouse',
    'wife',
    'husband',
    'spouse name',
  ],
  notes: ['observacoes', 'observacao', 'obs', 'anotacoes', 'notas', 'notes', 'note', 'remarks', 'comments'],
  tags: ['etiquetas', 'tags', 'marcadores', 'labels', 'tag'],
};

const PROTOCOL_HEADERS: Record<string, readonly string[]> = {
  name: [
    'nome',
    'protocolo',
    'nome do protocolo',
    'processo',
    'caso',
    'name',
    'protocol',
    'protocol name',
    'case',
  ],
  familyName: ['familia', 'nome da familia', 'sobrenome', 'family', 'family name', 'surname'],
  mainClientCpf: [
    'cpf',
    'cpf do cliente',
    'cpf do requerente',
    'cpf cliente principal',
    'client cpf',
    'main client cpf',
  ],
  mainClientRow: ['linha do cliente', 'cliente linha', 'client row', 'main client row'],
  stage: ['etapa', 'fase', 'stage', 'phase'],
  status: ['situacao', 'status', 'estado do processo'],
  filingDate: [
    'data de protocolo',
    'data do protocolo',
    'data de entrada',
    'protocolado em',
    'filing date',
    'filed on',
    'date filed',
  ],
  notes: ['observacoes', 'observacao', 'obs', 'descricao', 'notas', 'notes', 'description', 'remarks'],
};

/** The fields a kind's columns can fill. */
export const importFieldsOf = (kind: ImportKind): readonly ImportField[] =>
  kind === 'CLIENT' ? CLIENT_IMPORT_FIELDS : PROTOCOL_IMPORT_FIELDS;

/**
 * A mapping guessed from the headers: each column whose header an office would write for a field fills it, the
 * first such column only; the others are left unread (`null`).
 */
export function guessImportMapping(kind: ImportKind, columns: readonly string[]): ImportMapping {
  const table = kind === 'CLIENT' ? CLIENT_HEADERS : PROTOCOL_HEADERS;
  const byHeader = new Map<string, ImportField>();
  for (const field of importFieldsOf(kind))
    for (const header of table[field] ?? []) if (!byHeader.has(header)) byHeader.set(header, field);
  const taken = new Set<ImportField>();
  return columns.map((column) => {
    const field = byHeader.get(headerKey(column.replace(/ \(\d+\)$/, '')));
    const free = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
    return free;
  });
}

/** What identifies a set of columns, to remember its mapping for the next import of the same columns. */
export const columnsKey = (kind: ImportKind, columns: readonly string[]): string =>
  `${kind}:${columns.map(headerKey).join('|')}`;
