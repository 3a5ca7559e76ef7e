import mongoose, { type Connection } from 'mongoose';
import type { Client } from '@linhagem/contracts';
import { toObjectId } from '@linhagem/service-kit';
import { clientModel } from './model';
import { toClient } from './toClient';

/** An ancestor as the walk reached it: through which client below, by which link, in which generation. */
export type AncestorStep = { client: Client; childId: string; link: 'father' | 'mother'; generation: number };

export type WalkAncestorsOptions = {
  generations: number;
  /** stop once this many clients are known (the root included) */
  limit?: number;
  /**
   * The clients already known, the root among them; the walk adds each ancestor it reads. A client met again (a
   * loop of links, or a couple met through two lines) is not read nor followed again, so every walk ends.
   */
  known?: Map<string, Client>;
};

/**
 * The client's ancestors by the father and mother links, one indexed read per generation: the GEDCOM export and the
 * Lineage tab walk the same way. `truncated`: the line goes on above the generations walked, or stopped at `limit`.
 */
export async function walkAncestors(
  connection: Connection,
  root: Client,
  { generations, limit = Infinity, known = new Map([[root.id, root]]) }: WalkAncestorsOptions,
): Promise<{ steps: AncestorStep[]; truncated: boolean }> {
  const model = clientModel(connection);
  known.set(root.id, root);
  const steps: AncestorStep[] = [];
  let frontier = [root];
  for (let generation = 1; frontier.length; generation++) {
    // in the frontier's order, the father before the mother: the answer's order does not depend on the engine's
    const wanted: (Omit<AncestorStep, 'client'> & { id: string })[] = [];
    const asked = new Set<string>();
    for (const child of frontier)
      for (const link of ['father', 'mother'] as const) {
        const id = child[link];
        if (!id || known.has(id) || asked.has(id)) continue;
        asked.add(id);
        wanted.push({ id, childId: child.id, link, generation });
      }
    if (!wanted.length) break;
    if (generation > generations || known.size >= limit) return { steps, truncated: true };
    const taken = wanted.slice(0, limit - known.size);
    const found = new Map(
      (await model.find({ _id: mongoose.trusted({ $in: taken.map((w) => toObjectId(w.id)) }) }))
        .map(toClient)
        .map((client) => [client.id, client]),
    );
    frontier = [];
    for (const { id, ...step } of taken) {
      const client = found.get(id);
      if (!client) continue; // a link to a client since deleted
      known.set(id, client);
      steps.push({ client, ...step });
      frontier.push(client);
    }
    if (taken.length < wanted.length) return { steps, truncated: true };
  }
  return { steps, truncated: false };
}
