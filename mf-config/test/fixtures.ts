import { DEFAULT_PAGE_SIZE, toPage, typeServiceBodySchema, type TypeService } from '@linhagem/contracts';

let sequence = 0;

/** A type service as the catalog answers it; ids are 24 hex digits. */
export function aTypeService(overrides: Partial<TypeService> = {}): TypeService {
  sequence += 1;
  return {
    id: sequence.toString(16).padStart(24, 'b'),
    // every other field as the schema defaults it, so the fixture follows the contract
    ...typeServiceBodySchema.parse({ name: `Serviço ${sequence}`, price: 10000 }),
    ...overrides,
  };
}

export function pageOf<T>(content: T[], totalElements: number, page: number, size = DEFAULT_PAGE_SIZE) {
  return toPage(content, totalElements, page, size);
}
