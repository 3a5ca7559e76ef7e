import { useMemo } from 'react';
import {
  API_FAMILIES,
  CONFIGURATION_PATHS,
  type ApiFamilyName,
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
  type OfficeContactBody,
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

function entityApi<Row, Body, Filter>(
  api: ApiClient,
  family: ApiFamilyName,
  { deletes = true } = {},
): EntityApi<Row, Body, Filter> {
  const { prefix } = API_FAMILIES[family];
  const one = (id: string) => `${prefix}/${encodeURIComponent(id)}`;
  return {
    list: (query, filter) => api.post<Page<Row>>(`${prefix}/pagination`, filter, { query, loading: false }),
    get: (id) => api.get<Row>(one(id)),
    save: (body, id) => api.post<Row>(id ? one(id) : prefix, body),
    deactivate: (id) => api.post<Row>(`${one(id)}/deactivate`),
    remove: deletes ? (id) => api.delete<void>(one(id), { loading: true }) : undefined,
  };
}

/** The configuration calls of the BFF; failures reject with ui-kit's ApiError. */
export function useConfigApi() {
  const api = useApi();
  return useMemo(
    () => ({
      users: entityApi<User, UserCreate | UserUpdate, UserFilter>(api, 'user', { deletes: false }),
      typeServices: entityApi<TypeService, TypeServiceBody, TypeServiceFilter>(api, 'type-service'),
      textFragments: entityApi<TextFragment, TextFragmentBody, CatalogFilter>(api, 'text-fragment'),
      letters: entityApi<Letter, LetterBody, CatalogFilter>(api, 'letter'),
      contracts: entityApi<Contract, ContractBody, CatalogFilter>(api, 'contract'),
      quickProtocols: entityApi<QuickProtocolCreate, QuickProtocolCreateBody, CatalogFilter>(
        api,
        'quick-protocol-create',
      ),
      office: {
        get: () => api.get<OfficeContact>(CONFIGURATION_PATHS.office),
        save: (body: OfficeContactBody) => api.post<OfficeContact>(CONFIGURATION_PATHS.office, body),
      },
      budgetServicesProtocol: {
        get: () => api.get<BudgetServicesProtocol>(CONFIGURATION_PATHS.budgetServicesProtocol),
        save: (body: BudgetServicesProtocolBody) =>
          api.post<BudgetServicesProtocol>(CONFIGURATION_PATHS.budgetServicesProtocol, body),
      },
      loginPage: {
        get: () => api.get<LoginPageConfiguration>(CONFIGURATION_PATHS.loginPage),
        save: (body: LoginPageConfiguration) =>
          api.post<LoginPageConfiguration>(CONFIGURATION_PATHS.loginPage, body),
        upload: (kind: LoginPageImageKind, file: Blob) =>
          api.post<LoginPageConfiguration>(CONFIGURATION_PATHS.loginPageImage(kind), file, {
            headers: { 'Content-Type': file.type || 'application/octet-stream' },
          }),
      },
    }),
    [api],
  );
}

export type ConfigApi = ReturnType<typeof useConfigApi>;
