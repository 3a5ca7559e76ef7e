import { GEDCOM_PROBLEM_CODES, type GedcomPerson, type GedcomProblem } from '@linhagem/contracts';

type Add = (
  line: number,
  code: GedcomProblem['code'],
  message: string,
  xrefs: string[],
  values?: Record<string, string>,
) => void;

/**
 * A person who is their own ancestor (a loop through father and mother links) is listed once per loop, with every
 * person on it; iterative, so a deep tree does not exhaust the stack.
 */
export function checkGedcomTree(persons: Map<string, Omit<GedcomPerson, 'matches'>>, add: Add): void {
  const state = new Map<string, 'open' | 'done'>();
  const parentsOf = (xref: string) => {
    const p = persons.get(xref);
    return [p?.fatherXref, p?.motherXref].filter((x): x is string => !!x);
  };
  for (const start of persons.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [];
    const stack: { xref: string; next: number }[] = [{ xref: start, next: 0 }];
    state.set(start, 'open');
    path.push(start);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const parents = parentsOf(top.xref);
      if (top.next >= parents.length) {
        state.set(top.xref, 'done');
        stack.pop();
        path.pop();
        continue;
      }
      const parent = parents[top.next++];
      const seen = state.get(parent);
      if (seen === 'open') {
        const loop = path.slice(path.indexOf(parent));
        const first = persons.get(parent)!;
        add(
          first.line,
          GEDCOM_PROBLEM_CODES.ancestorLoop,
          `${first.name || parent} is their own ancestor (${loop.join(' → ')} → ${parent})`,
          loop,
          {
            name: first.name || parent,
          },
        );
      } else if (!seen) {
        state.set(parent, 'open');
        path.push(parent);
        stack.push({ xref: parent, next: 0 });
      }
    }
  }
}
