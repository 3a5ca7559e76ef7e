import { hierarchy, tree } from 'd3-hierarchy';
import type { LineagePerson } from '@linhagem/contracts';

/**
 * A card's size and the room between cards, in CSS pixels (the room below a card holds a link's warning badge). A
 * card holds a name of up to three lines (names wrap, never cut) and four lines of category, dates, place and progress.
 */
export const PEDIGREE_CARD = { width: 184, height: 132, gapX: 20, gapY: 64, margin: 16 } as const;

export type PlacedPerson = { person: LineagePerson; x: number; y: number; depth: number };
export type PlacedLink = { parent: PlacedPerson; child: PlacedPerson };
export type PedigreeLayout = { placed: PlacedPerson[]; links: PlacedLink[]; width: number; height: number };

type Branch = { person: LineagePerson | null; children: Branch[] };

/**
 * The pedigree chart's layout, top down from the immigrant: d3-hierarchy's tidy tree (Reingold-Tilford as
 * Buchheim et al. made it linear) gives each card its place, parents centred over their children, no overlap.
 * Several roots (a line not joined to the immigrant) hang from one unseen root. `x`/`y` are a card's top left.
 */
export function layoutPedigree(persons: LineagePerson[]): PedigreeLayout {
  if (persons.length === 0) return { placed: [], links: [], width: 0, height: 0 };
  const branches = new Map<string, Branch>(persons.map((person) => [person.id, { person, children: [] }]));
  const root: Branch = { person: null, children: [] };
  for (const person of persons) {
    const parent = person.parentId ? branches.get(person.parentId) : undefined;
    (parent ?? root).children.push(branches.get(person.id)!);
  }
  const { width, height, gapX, gapY, margin } = PEDIGREE_CARD;
  const laid = tree<Branch>().nodeSize([width + gapX, height + gapY])(
    hierarchy(root, (branch) => branch.children),
  );
  const nodes = laid.descendants().filter((node) => node.data.person);
  const left = Math.min(...nodes.map((node) => node.x));
  const byId = new Map<string, PlacedPerson>();
  const placed = nodes.map((node) => {
    const at: PlacedPerson = {
      person: node.data.person!,
      x: node.x - left + margin,
      y: (node.depth - 1) * (height + gapY) + margin,
      depth: node.depth - 1,
    };
    byId.set(at.person.id, at);
    return at;
  });
  // the DOM keeps the checklist's order (each parent before its children): the keyboard's order
  const ordered = persons.map((person) => byId.get(person.id)!);
  const links = ordered
    .filter((child) => child.person.parentId && byId.has(child.person.parentId))
    .map((child) => ({ parent: byId.get(child.person.parentId!)!, child }));
  return {
    placed: ordered,
    links,
    width: Math.max(...placed.map((at) => at.x)) + width + margin,
    height: Math.max(...placed.map((at) => at.y)) + height + margin,
  };
}

/** The card an arrow key moves to: up to the parent, down to the first child, sideways along the row. */
export function neighbourOf(
  layout: PedigreeLayout,
  from: PlacedPerson,
  key: string,
): PlacedPerson | undefined {
  const { placed } = layout;
  if (key === 'ArrowUp') return placed.find((at) => at.person.id === from.person.parentId);
  if (key === 'ArrowDown') return placed.find((at) => at.person.parentId === from.person.id);
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  const row = placed.filter((at) => at.depth === from.depth).sort((a, b) => a.x - b.x);
  return row[row.indexOf(from) + (key === 'ArrowLeft' ? -1 : 1)];
}
