import {
  MAX_GENERATIONS,
  applicantCategory,
  type ChecklistCategory,
  type DossierClient,
  type GenerateChecklistBody,
} from '@linhagem/contracts';
import type { Deps } from '../protocol/service';

/** The applicants, the immigrant and every ancestor reachable through father and mother links, by id. */
export async function loadFamily(deps: Deps, start: string[]): Promise<Map<string, DossierClient>> {
  const family = new Map<string, DossierClient>();
  let frontier = start;
  for (let generation = 0; generation <= MAX_GENERATIONS && frontier.length; generation++) {
    const found = await deps.remotes.lookupClients(frontier);
    for (const [id, client] of found) family.set(id, client);
    frontier = [
      ...new Set(
        [...found.values()].flatMap((client) =>
          [client.father, client.mother].filter((id): id is string => !!id && !family.has(id)),
        ),
      ),
    ];
  }
  return family;
}

/** The line from an applicant up to the immigrant (applicant first), or undefined when no link reaches it. */
function lineToImmigrant(family: Map<string, DossierClient>, applicant: string, immigrant: string) {
  const cameFrom = new Map<string, string | null>([[applicant, null]]);
  const queue = [applicant];
  while (queue.length) {
    const id = queue.shift()!;
    if (id === immigrant) {
      const line: string[] = [];
      for (let at: string | null = id; at; at = cameFrom.get(at) ?? null) line.unshift(at);
      return line;
    }
    const client = family.get(id);
    for (const parent of [client?.father, client?.mother])
      if (parent && !cameFrom.has(parent)) {
        cameFrom.set(parent, id);
        queue.push(parent);
      }
  }
  return undefined;
}

export type PlannedPerson = { category: ChecklistCategory; parent: string | null; depth: number };

/**
 * Who the checklist holds, by client: the immigrant, the ascendants on each applicant's line and the applicants
 * (their category from their age on the office's day); applicants no link joins to the immigrant are unreachable.
 */
export function planLine(family: Map<string, DossierClient>, body: GenerateChecklistBody, today: string) {
  const plan = new Map<string, PlannedPerson>();
  plan.set(body.immigrant, { category: 'IMMIGRANT', parent: null, depth: 0 });
  const unreachable: string[] = [];
  for (const applicant of body.applicants) {
    const line = lineToImmigrant(family, applicant, body.immigrant);
    if (!line) unreachable.push(applicant);
    const steps = line ?? [applicant];
    steps.forEach((id, index) => {
      if (id === body.immigrant || (plan.has(id) && id !== applicant)) return;
      plan.set(id, {
        category: id === applicant ? applicantCategory(family.get(id)!.birthDay, today) : 'ASCENDANT',
        parent: steps[index + 1] ?? null,
        depth: line ? steps.length - 1 - index : Number.MAX_SAFE_INTEGER,
      });
    });
  }
  return { plan, unreachable };
}
