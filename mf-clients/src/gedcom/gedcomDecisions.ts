import type { GedcomDecision, GedcomPreview } from '@linhagem/contracts';

/** One person's choice in the preview table: create, skip, or link to one of the clients offered. */
export type DecisionValue = 'CREATE' | 'SKIP' | `LINK:${string}`;

/** The persons an ERROR problem names: they start skipped (the apply refuses them otherwise). */
export function blockedPersons(preview: GedcomPreview): Set<string> {
  return new Set(preview.problems.filter((p) => p.severity === 'ERROR').flatMap((p) => p.xrefs));
}

/** What each person starts with: skipped when an error names them, linked to the first client offered, else created. */
export function initialDecisions(preview: GedcomPreview): Record<string, DecisionValue> {
  const blocked = blockedPersons(preview);
  return Object.fromEntries(
    preview.persons.map((person) => [
      person.xref,
      blocked.has(person.xref) ? 'SKIP' : person.matches[0] ? `LINK:${person.matches[0].clientId}` : 'CREATE',
    ]),
  );
}

/** The apply body's decisions. */
export function toApplyDecisions(decisions: Record<string, DecisionValue>): GedcomDecision[] {
  return Object.entries(decisions).map(([xref, value]) =>
    value.startsWith('LINK:')
      ? { xref, action: 'LINK', clientId: value.slice('LINK:'.length) }
      : { xref, action: value as 'CREATE' | 'SKIP' },
  );
}

/** True while a file-wide error (no person to skip), or one about a person not skipped, stands. */
export function hasBlockingErrors(preview: GedcomPreview, decisions: Record<string, DecisionValue>): boolean {
  return preview.problems.some(
    (p) => p.severity === 'ERROR' && (p.xrefs.length === 0 || p.xrefs.some((x) => decisions[x] !== 'SKIP')),
  );
}
