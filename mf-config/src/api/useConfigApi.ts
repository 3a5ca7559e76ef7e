import { useMemo } from 'react';
import {
  CONFIGURATION_API,
  CONTRACT_API,
  LETTER_API,
  QUICK_PROTOCOL_CREATE_API,
  TEXT_FRAGMENT_API,
  TYPE_SERVICE_API,
  USER_API,
  type BudgetServicesProtocol,
  type BudgetServicesProtocolBody,
  type CatalogFilter,
  type Contract,
  type ContractBody,
  type Letter,
  type LetterBody,
  type LoginPageConfiguration,
  type LoginPageImageKind,
  type OfficeContact,
  type PixReceiver,
  type PixReceiverBody,
  type OfficeContactBody,
  type OfficeTimeZone,
  type Page,
  type QuickProtocolCreate,
  type QuickProtocolCreateBody,
  type TextFragment,
  type TextFragmentBody,
  type TypeService,
  type TypeServiceBody,
  type TypeServiceFilter,
  type User,
  type UserCreate,
  type UserFilter,
  type UserUpdate,
} from '@linhagem/contracts';
import { useApi, type ApiClient } from '@linhagem/ui-kit';

export type ListQuery = { page: number; size: number; sort: string };

/** The calls every list-and-form family of the catalog and identity answers (spec 2: a list and a form each). */
export type EntityApi<Row, Body, Filter> = {
  list(query: ListQuery, filter: Filter): Promise<Page<Row>>;
  get(id: string): Promise<Row>;
  save(body: Body, id?: string): Promise<Row>;
  /** `POST …/{id}/deactivate`: answers the record, inactive */
  deactivate(id: string): Promise<Row>;
  /** `DELETE …/{id}`, where the family offers it (users are only deactivated) */
  remove?: (id: string) => Promise<void>;
};

/** The paths of a list-and-form family (`USER_API`, `TYPE_SERVICE_API`…). */
type EntityPaths = Pick<typeof USER_API, 'collection' | 'pagination' | 'item' | 'deactivate'>;

function entityApi<Row, Body, Filter>(
  api: ApiClient,
  paths: EntityPaths,
  { deletes = true } = {},
): EntityApi<Row, Body, Filter> {
  return {
    list: (query, filter) => api.post<Page<Row>>(paths.pagination, filter, { query, loading: false }),
    get: (id) => api.get<Row>(paths.item(id)),
    save: (body, id) => api.post<Row>(id ? paths.item(id) : paths.collection, body),
    deactivate: (id) => api.post<Row>(paths.deactivate(id)),
    remove: deletes ? (id) => api.delete<void>(paths.item(id), { loading: true }) : undefined,
  };
}

/** The configuration calls of the BFF; failures reject with ui-kit's ApiError. */
export function useConfigApi() {
  const api = useApi();
  return useMemo(
    () => ({
      users: entityApi<User, UserCreate | UserUpdate, UserFilter>(api, USER_API, { deletes: false }),
      typeServices: entityApi<TypeService, TypeServiceBody, TypeServiceFilter>(api, TYPE_SERVICE_API),
      textFragments: entityApi<TextFragment, TextFragmentBody, CatalogFilter>(api, TEXT_FRAGMENT_API),
      letters: entityApi<Letter, LetterBody, CatalogFilter>(api, LETTER_API),
      contracts: entityApi<Contract, ContractBody, CatalogFilter>(api, CONTRACT_API),
      quickProtocols: entityApi<QuickProtocolCreate, QuickProtocolCreateBody, CatalogFilter>(
        api,
        QUICK_PROTOCOL_CREATE_API,
      ),
      pixReceiver: {
        get: () => api.get<PixReceiver>(CONFIGURATION_API.pix),
        save: (body: PixReceiverBody) => api.post<PixReceiver>(CONFIGURATION_API.pix, body),
      },
      office: {
        get: () => api.get<OfficeContact>(CONFIGURATION_API.office),
        save: (body: OfficeContactBody) => api.post<OfficeContact>(CONFIGURATION_API.office, body),
      },
      timeZone: {
        get: () => api.get<OfficeTimeZone>(CONFIGURATION_API.timeZone),
        save: (body: OfficeTimeZone) => api.post<OfficeTimeZone>(CONFIGURATION_API.timeZone, body),
      },
      budgetServicesProtocol: {
        get: () => api.get<BudgetServicesProtocol>(CONFIGURATION_API.budgetServicesProtocol),
        save: (body: BudgetServicesProtocolBody) =>
          api.post<BudgetServicesProtocol>(CONFIGURATION_API.budgetServicesProtocol, body),
      },
      loginPage: {
        get: () => api.get<LoginPageConfiguration>(CONFIGURATION_API.loginPage),
        save: (body: LoginPageConfiguration) =>
          api.post<LoginPageConfiguration>(CONFIGURATION_API.loginPage, body),
        upload: (kind: LoginPageImageKind, file: Blob) =>
          api.post<LoginPageConfiguration>(CONFIGURATION_API.loginPageImage(kind), file, {
            headers: { 'Content-Type': file.type || 'application/octet-stream' },
          }),
      },
    }),
    [api],
  );
}

export type ConfigApi = ReturnType<typeof useConfigApi>;
