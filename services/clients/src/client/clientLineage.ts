import type { Connection } from 'mongoose';
import {
  CLIENT_LINEAGE_MAX_PERSONS,
  type Client,
  type ClientLineage,
  type ClientLineagePerson,
} from '@linhagem/contracts';
import { lineageFields } from '../internal/lineageFields';
import { findClient } from './service';
import { toClient } from './toClient';
import { walkAncestors } from './walkAncestors';

const dateOf = (iso: string | null | undefined, text: string | undefined) =>
  iso ? { text: iso, uncertain: false } : text ? { text, uncertain: true } : null;

/** A person as the chart draws them: dates (an approximate one as its GEDCOM text) and places as one line. */
function personOf(client: Client, childId: string | null, relationship: string): ClientLineagePerson {
  const { uncertainDates, birthPlaceText, deathPlaceText } = lineageFields(client);
  return {
    id: client.id,
    childId,
    relationship,
    name: client.name,
    birth: dateOf(client.birthDay, uncertainDates?.birthDay),
    death: dateOf(client.deathDay, uncertainDates?.deathDay),
    birthPlace: birthPlaceText ?? null,
    deathPlace: deathPlaceText ?? null,
  };
}

/**
 * `GET /api/client/{id}/lineage`: the client's line as known from the father and mother links (typed, or written by
 * a GEDCOM import), before any checklist exists (spec 4: the checklist is built from this family). Bounded by the
 * generations asked and `CLIENT_LINEAGE_MAX_PERSONS`; a loop of links is walked once.
 */
export async function clientLineage(
  connection: Connection,
  id: string,
  generations: number,
): Promise<ClientLineage> {
  const root = toClient(await findClient(connection, id));
  const { steps, truncated } = await walkAncestors(connection, root, {
    generations,
    limit: CLIENT_LINEAGE_MAX_PERSONS,
  });
  const relationships = new Map([[root.id, '']]);
  const persons = [personOf(root, null, '')];
  for (const { client, childId, link } of steps) {
    const relationship = `${relationships.get(childId)}${link === 'father' ? 'F' : 'M'}`;
    relationships.set(client.id, relationship);
    persons.push(personOf(client, childId, relationship));
  }
  return { clientId: root.id, persons, truncated };
}
