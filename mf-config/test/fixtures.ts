import type { TypeService } from '@linhagem/contracts';

let sequence = 0;

/** A type service as the catalog answers it; ids are 24 hex digits. */
export function aTypeService(overrides: Partial<TypeService> = {}): TypeService {
  sequence += 1;
  return {
    id: sequence.toString(16).padStart(24, 'b'),
    name: `Serviço ${sequence}`,
    price: 10000,
    isActive: true,
    haveDiscount: false,
    cumulative: false,
    perClient: false,
    amountOfItems: 0,
    discountType: 'PERCENT',
    discount: 0,
    additivePerClient: 0,
    sharedValue: false,
    headerLetter: null,
    footerLetter: null,
    contracts: [],
    defaultForUnderage: false,
    ...overrides,
  };
}

export function pageOf<T>(content: T[], totalElements: number, page: number, size = 10) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
}
