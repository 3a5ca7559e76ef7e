import { hierarchy, tree } from 'd3-hierarchy';

/**
 * A card's size and the room between cards, in CSS pixels (the room below a card holds a link's warning badge). A
 * card holds a name of up to three lines (names wrap, never cut) and four lines of category, dates, place and progress.
 */
export const PEDIGREE_CARD = { width: 184, height: 132, gapX: 20, gapY: 64, margin: 16 } as const;

/** What the layout reads of a person: `parentId` is the card the person hangs from (a link drawn between them). */
export type PedigreeNode = { id: string; parentId: string | null };
export type PlacedPerson<P extends PedigreeNode = PedigreeNode> = {
  person: P;
  x: number;
  y: number;
  depth: number;
};
export type PlacedLink<P extends PedigreeNode = PedigreeNode> = {
  parent: PlacedPerson<P>;
  child: PlacedPerson<P>;
};
export type PedigreeLayout<P extends PedigreeNode = PedigreeNode> = {
  placed: PlacedPerson<P>[];
  links: PlacedLink<P>[];
  width: number;
  height: number;
  /** the roots at the bottom, each person's `parentId` below them (a client's ancestors above the client) */
  upward: boolean;
};

type Branch<P> = { person: P | null; children: Branch<P>[] };

/**
 * The pedigree chart's layout, top down from the immigrant: d3-hierarchy's tidy tree (Reingold-Tilford as
 * Buchheim et al. made it linear) gives each card its place, parents centred over their children, no overlap.
 * Several roots (a line not joined to the immigrant) hang from one unseen root. `x`/`y` are a card's top left.
 * `upward` turns it over: the roots at the bottom (a client, their parents above them, as a family tree is read).
 */
export function layoutPedigree<P extends PedigreeNode>(persons: P[], upward = false): PedigreeLayout<P> {
  if (persons.length === 0) return { placed: [], links: [], width: 0, height: 0, upward };
  const branches = new Map<string, Branch<P>>(persons.map((person) => [person.id, { person, children: [] }]));
  const root: Branch<P> = { person: null, children: [] };
  for (const person of persons) {
    const parent = person.parentId ? branches.get(person.parentId) : undefined;
    (parent ?? root).children.push(branches.get(person.id)!);
  }
  const { width, height, gapX, gapY, margin } = PEDIGREE_CARD;
  const laid = tree<Branch<P>>().nodeSize([width + gapX, height + gapY])(
    hierarchy(root, (branch) => branch.children),
  );
  const nodes = laid.descendants().filter((node) => node.data.person);
  const left = Math.min(...nodes.map((node) => node.x));
  const deepest = Math.max(...nodes.map((node) => node.depth - 1));
  const byId = new Map<string, PlacedPerson<P>>();
  const placed = nodes.map((node) => {
    const depth = node.depth - 1;
    const at: PlacedPerson<P> = {
      person: node.data.person!,
      x: node.x - left + margin,
      y: (upward ? deepest - depth : depth) * (height + gapY) + margin,
      depth,
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
    upward,
  };
}

/**
 * The card an arrow key moves to: towards the card a person hangs from (up, or down when `upward`), the other way to
 * the first card hanging from them, sideways along the row.
 */
export function neighbourOf<P extends PedigreeNode>(
  layout: PedigreeLayout<P>,
  from: PlacedPerson<P>,
  key: string,
): PlacedPerson<P> | undefined {
  const { placed } = layout;
  const [toParent, toChild] = layout.upward ? ['ArrowDown', 'ArrowUp'] : ['ArrowUp', 'ArrowDown'];
  if (key === toParent) return placed.find((at) => at.person.id === from.person.parentId);
  if (key === toChild) return placed.find((at) => at.person.parentId === from.person.id);
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  const row = placed.filter((at) => at.depth === from.depth).sort((a, b) => a.x - b.x);
  return row[row.indexOf(from) + (key === 'ArrowLeft' ? -1 : 1)];
}
