import type { Connection } from 'mongoose';
import {
  CATALOG_ERROR_CODES,
  catalogFilterSchema,
  contractBodySchema,
  letterBodySchema,
  textFragmentBodySchema,
  type CatalogFilter,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import { catalogRoutes, containing } from '../crud/catalogRoutes';
import { sanitizeRichText } from '@linhagem/service-kit';
import { refuseUnknownMergeFields } from '../render/refuseUnknownMergeFields';
import { typeServiceModel } from '../typeService/model';
import { contractModel, letterModel, textFragmentModel } from './models';

const SORT_FIELDS = ['name', 'code', 'group', 'fragmentGroup', 'active', 'createdAt', 'updatedAt'] as const;

function where(filter: CatalogFilter, groupField: 'group' | 'fragmentGroup' = 'group') {
  const query: Record<string, unknown> = {};
  if (filter.name) query.name = containing(filter.name);
  if (filter.code) query.code = containing(filter.code);
  if (filter.group !== undefined) query[groupField] = filter.group;
  if (filter.active !== undefined) query.active = filter.active;
  return query;
}

/** Refuses to delete a letter or contract that a type service names (409 `catalog.document-in-use`). */
function refuseWhenTypeServicesUse(connection: Connection, fields: string[], what: string) {
  return async (id: string) => {
    const users = await typeServiceModel(connection)
      .find({ $or: fields.map((field) => ({ [field]: id })) }, { name: 1 })
      .limit(20)
      .lean();
    if (users.length > 0)
      throw AppError.conflict(`A type service uses this ${what}`, {
        code: CATALOG_ERROR_CODES.documentInUse,
        details: {
          typeServices: users.map((u) => ({ id: String(u._id), name: u.name })),
        },
      });
  };
}

export function documentRoutes(connection: Connection) {
  return [
    catalogRoutes(connection, {
      family: 'text-fragment',
      entity: 'TextFragment',
      model: textFragmentModel(connection),
      body: textFragmentBodySchema,
      filter: catalogFilterSchema,
      where: (filter) => where(filter),
      sortFields: SORT_FIELDS,
      prepare: (body) => {
        refuseUnknownMergeFields('content', body.content);
        return { ...body, content: sanitizeRichText(body.content) };
      },
      duplicate: (body) =>
        AppError.conflict(`Another text fragment has the code ${body.code}`, {
          code: CATALOG_ERROR_CODES.duplicateFragmentCode,
          details: {
            code: body.code,
          },
        }),
    }),
    catalogRoutes(connection, {
      family: 'letter',
      entity: 'Letter',
      model: letterModel(connection),
      body: letterBodySchema,
      filter: catalogFilterSchema,
      where: (filter) => where(filter),
      sortFields: SORT_FIELDS,
      prepare: (body) => {
        refuseUnknownMergeFields('text', body.text);
        return { ...body, text: sanitizeRichText(body.text) };
      },
      beforeDelete: refuseWhenTypeServicesUse(connection, ['headerLetter', 'footerLetter'], 'letter'),
    }),
    catalogRoutes(connection, {
      family: 'contract',
      entity: 'Contract',
      model: contractModel(connection),
      body: contractBodySchema,
      filter: catalogFilterSchema,
      where: (filter) => where(filter, 'fragmentGroup'),
      sortFields: SORT_FIELDS,
      prepare: (body) => {
        refuseUnknownMergeFields('text', body.text);
        return { ...body, text: sanitizeRichText(body.text) };
      },
      beforeDelete: refuseWhenTypeServicesUse(connection, ['contracts'], 'contract'),
    }),
  ];
}
