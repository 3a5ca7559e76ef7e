import mongoose, { type Connection } from 'mongoose';
import type { Client } from '@linhagem/contracts';
import { toObjectId } from '@linhagem/service-kit';
import { clientModel } from '../client/model';
import { findClient } from '../client/service';
import { toClient } from '../client/toClient';
import { walkAncestors } from '../client/walkAncestors';
import { writeGedcom, type ExportFamily } from './writeGedcom';

/**
 * `GET /api/client/{id}/gedcom?generations=N`: the client, N generations of ancestors (father and mother links)
 * and of descendants (clients linking them), and the spouses of all of them, as GEDCOM 7.0. One indexed read per
 * generation each way (the ancestors as the Lineage tab walks them), one for the spouses.
 */
export async function exportGedcom(connection: Connection, id: string, generations: number) {
  const model = clientModel(connection);
  const root = toClient(await findClient(connection, id));
  const clients = new Map<string, Client>([[root.id, root]]);
  const read = async (filter: object) => (await model.find(filter)).map(toClient);
  const add = (found: Client[]) =>
    found.filter((c) => !clients.has(c.id)).map((c) => (clients.set(c.id, c), c));

  await walkAncestors(connection, root, { generations, known: clients });
  let down = [root];
  for (let g = 0; g < generations && down.length; g++) {
    const ids = down.map((c) => toObjectId(c.id));
    down = add(
      await read({
        $or: [{ father: mongoose.trusted({ $in: ids }) }, { mother: mongoose.trusted({ $in: ids }) }],
      }),
    );
  }
  const everyone = [...clients.values()];
  const spouseIds = [
    ...new Set(everyone.map((c) => c.spouse).filter((s): s is string => !!s && !clients.has(s))),
  ];
  add(
    await read({
      $or: [
        { _id: mongoose.trusted({ $in: spouseIds.map(toObjectId) }) },
        { spouse: mongoose.trusted({ $in: everyone.map((c) => toObjectId(c.id)) }) },
      ],
    }),
  );

  const families = new Map<string, ExportFamily>();
  const familyOf = (partners: string[]) => {
    const sorted = [...partners].sort();
    const key = sorted.join(':');
    let family = families.get(key);
    if (!family) families.set(key, (family = { partners: sorted, children: [], divorced: false }));
    return family;
  };
  for (const client of clients.values()) {
    const parents = [client.father, client.mother].filter((p): p is string => !!p && clients.has(p));
    if (parents.length) familyOf(parents).children.push(client.id);
    if (client.spouse && clients.has(client.spouse)) {
      const family = familyOf([client.id, client.spouse]);
      if (!family.wedding && client.wedding) {
        family.wedding = client.wedding;
        family.weddingText = client.gedcomText?.marriedDay;
        family.divorced = client.maritalStatus === 'DIVORCED';
      }
    }
  }
  const text = writeGedcom([...clients.values()], [...families.values()]);
  const fileName = `${
    root.name
      .normalize('NFD')
      .replace(/[^\w -]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'client'
  }.ged`;
  return { fileName, text };
}
