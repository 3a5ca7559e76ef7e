import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  CLIENTS_READING_INTERNAL,
  MAX_NAME_VARIANTS,
  READING_ERROR_CODES,
  nameVariantBodySchema,
  objectIdSchema,
  type NameVariantAnswer,
} from '@linhagem/contracts';
import { AppError, internal, recordAudit, route } from '@linhagem/service-kit';
import { z } from 'zod';
import { clientModel, type ClientDocument } from '../client/model';

const params = z.object({ clientId: objectIdSchema }).strict();

/** Spellings compared as a reader would: case, accents and spacing aside. */
const spellingKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A certificate's reading offers a differing name as a variant of the client's, never as a replacement
 * (docs/adr-reading.md "Applying"). Adding a spelling the client already has (its name or a variant) changes
 * nothing, so a repeated apply is harmless; `remove` undoes an add whose other writes failed. Audited with the
 * caller's `source` (the reading of document X).
 */
export function nameVariantRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: CLIENTS_READING_INTERNAL.nameVariantRoute,
      access: internal,
      params,
      body: nameVariantBodySchema,
    },
    async ({ params: { clientId }, body, caller }): Promise<NameVariantAnswer> => {
      const clients = clientModel(connection);
      const client = await clients.findById(clientId).lean<ClientDocument>();
      if (!client) throw AppError.notFound('Client not found');
      const before = client.nameVariants ?? [];
      const key = spellingKey(body.variant);
      const known = [client.name, ...before].some((spelling) => spellingKey(spelling) === key);
      let after: string[];
      if (body.remove) after = before.filter((spelling) => spelling !== body.variant);
      else if (known) after = before;
      else if (before.length >= MAX_NAME_VARIANTS)
        throw AppError.conflict('The client already has the most name variants it may keep', {
          code: READING_ERROR_CODES.tooManyNameVariants,
        });
      else after = [...before, body.variant];
      if (after.length === before.length) return { changed: false };
      await clients.updateOne({ _id: client._id }, { $set: { nameVariants: after } });
      await recordAudit(
        connection,
        caller,
        'Client',
        'UPDATE',
        { entityId: clientId, entityName: client.name },
        { nameVariants: before },
        { nameVariants: after },
        { source: body.source },
      );
      return { changed: true };
    },
  );
  return router;
}
