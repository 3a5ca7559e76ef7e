import type { Client } from '@linhagem/contracts';

let sequence = 0;

/** A client as the service answers it; ids are 24 hex digits. */
export function aClient(overrides: Partial<Client> = {}): Client {
  sequence += 1;
  return {
    id: sequence.toString(16).padStart(24, 'a'),
    name: `Cliente ${sequence}`,
    typeOfPerson: 'PERSON',
    alive: true,
    tags: [],
    nameVariants: [],
    version: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(content: T[], totalElements: number, page: number, size = 10) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
}
