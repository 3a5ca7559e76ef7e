import {
  DEFAULT_PAGE_SIZE,
  toPage,
  typeServiceBodySchema,
  type TypeService,
  type User,
} from '@linhagem/contracts';

let sequence = 0;
const nextId = (fill: string) => {
  sequence += 1;
  return sequence.toString(16).padStart(24, fill);
};

/** A type service as the catalog answers it; ids are 24 hex digits. */
export function aTypeService(overrides: Partial<TypeService> = {}): TypeService {
  const id = nextId('b');
  return {
    id,
    // every other field as the schema defaults it, so the fixture follows the contract
    ...typeServiceBodySchema.parse({ name: `Serviço ${sequence}`, price: 10000 }),
    ...overrides,
  };
}

/** A user as identity answers it (never a password). */
export function aUser(overrides: Partial<User> = {}): User {
  const id = nextId('a');
  return {
    id,
    name: `Pessoa ${sequence}`,
    userName: `pessoa${sequence}`,
    typeUser: 'NORMAL',
    active: true,
    ...overrides,
  };
}

export function pageOf<T>(content: T[], totalElements: number, page: number, size = DEFAULT_PAGE_SIZE) {
  return toPage(content, totalElements, page, size);
}
