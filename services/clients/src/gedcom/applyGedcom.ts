import mongoose, { type Connection } from 'mongoose';
import {
  CLIENT_LINK_FIELDS,
  MAX_NAME_VARIANTS,
  normalizeSearchText,
  type Client,
  type GedcomAction,
  type GedcomApplyBody,
  type GedcomApplyResult,
  type GedcomPerson,
} from '@linhagem/contracts';
import { AppError, auditModel, diffRecords, toObjectId, type Caller } from '@linhagem/service-kit';
import { clientModel, type ClientDocument } from '../client/model';
import { toStoredFields } from '../client/storedFields';
import { toClient } from '../client/toClient';
import { buildClientBody, type SpouseChoice } from './buildClientBody';
import { gedcomErrors } from './gedcomErrors';
import { gedcomImportModel, unpackPreview, type StoredPreview } from './gedcomImportModel';

type Person = Omit<GedcomPerson, 'matches'>;

/** Claims the preview for this apply (atomically: a second apply at the same time is refused) and reads it. */
async function claimImport(connection: Connection, caller: Caller, importId: string) {
  const model = gedcomImportModel(connection);
  const stored = await model.findOne({ _id: importId, userId: caller.sub });
  if (!stored || stored.expiresAt.getTime() < Date.now()) throw gedcomErrors.importNotFound();
  const claimed = await model.findOneAndUpdate(
    { _id: importId, appliedAt: mongoose.trusted({ $exists: false }) },
    { $set: { appliedAt: new Date() } },
  );
  if (!claimed) throw gedcomErrors.alreadyApplied();
  const release = () =>
    model.updateOne({ _id: importId }, { $unset: { appliedAt: 1 } }).then(() => undefined);
  return { fileName: stored.fileName, preview: unpackPreview(stored.preview), release };
}

/** The family each person's spouse link comes from: the last one (in file order) with a spouse not skipped. */
function chooseSpouses(preview: StoredPreview, action: (xref: string) => GedcomAction) {
  const families = new Map(preview.families.map((f) => [f.xref, f]));
  const choice = new Map<string, { familyXref: string; otherXref?: string }>();
  for (const person of preview.persons) {
    const options = person.familyXrefs.flatMap((xref) => {
      const family = families.get(xref);
      if (!family) return [];
      const other = family.husbandXref === person.xref ? family.wifeXref : family.husbandXref;
      return [{ familyXref: xref, otherXref: other }];
    });
    const kept = options.filter((o) => o.otherXref && action(o.otherXref) !== 'SKIP');
    const chosen = kept.at(-1) ?? options.filter((o) => o.otherXref).at(-1);
    if (chosen) choice.set(person.xref, chosen);
  }
  return { families, choice };
}

/**
 * `POST /api/client/gedcom/{importId}/apply`: creates and links the clients the decisions ask, all or nothing.
 * Every check runs before the first write (DESIGN: no multi-document transactions); a write that fails after
 * that undoes the ones before it (created clients deleted, linked ones put back, audit entries removed).
 * A person without a decision is skipped.
 */
export async function applyGedcom(
  connection: Connection,
  caller: Caller,
  importId: string,
  { decisions }: GedcomApplyBody,
): Promise<GedcomApplyResult> {
  const { fileName, preview, release } = await claimImport(connection, caller, importId);
  try {
    return await applyClaimed(connection, caller, fileName, preview, decisions);
  } catch (error) {
    await release();
    throw error;
  }
}

async function applyClaimed(
  connection: Connection,
  caller: Caller,
  fileName: string,
  preview: StoredPreview,
  decisions: GedcomApplyBody['decisions'],
): Promise<GedcomApplyResult> {
  const model = clientModel(connection);
  const persons = new Map<string, Person>(preview.persons.map((p) => [p.xref, p]));
  const decided = new Map<string, GedcomApplyBody['decisions'][number]>();
  for (const decision of decisions) {
    if (!persons.has(decision.xref))
      throw gedcomErrors.badDecision(`${decision.xref} is no person of the file`, { xref: decision.xref });
    if (decided.has(decision.xref))
      throw gedcomErrors.badDecision(`${decision.xref} has two decisions`, { xref: decision.xref });
    decided.set(decision.xref, decision);
  }
  const action = (xref: string): GedcomAction => decided.get(xref)?.action ?? 'SKIP';

  const blocking = preview.problems.filter(
    (p) => p.severity === 'ERROR' && (p.xrefs.length === 0 || p.xrefs.some((x) => action(x) !== 'SKIP')),
  );
  if (blocking.length) throw gedcomErrors.hasErrors(blocking);

  const links = [...decided.values()].filter((d) => d.action === 'LINK');
  const linkIds = links.map((d) => d.clientId!);
  if (new Set(linkIds).size !== linkIds.length)
    throw gedcomErrors.badDecision('Two persons are linked to the same client');
  const linkedDocs = new Map<string, ClientDocument>();
  if (linkIds.length) {
    const found = await model.find({ _id: mongoose.trusted({ $in: linkIds.map(toObjectId) }) });
    for (const doc of found) linkedDocs.set(String(doc._id), doc);
    const missing = linkIds.filter((id) => !linkedDocs.has(id));
    if (missing.length)
      throw gedcomErrors.badDecision('A client to link does not exist', { clientIds: missing });
  }

  const ids = new Map<string, string>();
  for (const [xref, decision] of decided) {
    if (decision.action === 'CREATE') ids.set(xref, new mongoose.Types.ObjectId().toHexString());
    if (decision.action === 'LINK') ids.set(xref, decision.clientId!);
  }
  const idOf = (xref: string | undefined) => (xref ? ids.get(xref) : undefined);
  const { families, choice } = chooseSpouses(preview, action);
  /** the spouse link is current only when both chose the same family, and a linked spouse is free */
  const spouseOf = (person: Person): SpouseChoice | undefined => {
    const chosen = choice.get(person.xref);
    if (!chosen) return undefined;
    const family = families.get(chosen.familyXref)!;
    const other = chosen.otherXref ? persons.get(chosen.otherXref) : undefined;
    const mutual = !!other && choice.get(other.xref)?.familyXref === family.xref;
    const linkedSpouse =
      other && action(other.xref) === 'LINK' ? linkedDocs.get(idOf(other.xref)!) : undefined;
    const spouseFree = !linkedSpouse || !linkedSpouse.spouse;
    return { family, other, canBeCurrent: mutual && spouseFree };
  };

  // build and check every client first
  const creates: { xref: string; doc: ClientDocument }[] = [];
  const refused: { xref: string; name: string; issues: unknown }[] = [];
  for (const [xref, decision] of decided) {
    if (decision.action !== 'CREATE') continue;
    const person = persons.get(xref)!;
    const { built, issues } = buildClientBody(person, persons, idOf, spouseOf(person));
    if (!built) {
      refused.push({ xref, name: person.name, issues });
      continue;
    }
    const doc = new model({ _id: toObjectId(ids.get(xref)!), ...toStoredFields(built.body) });
    if (Object.keys(built.gedcomText).length) doc.set('gedcomText', built.gedcomText);
    creates.push({ xref, doc });
  }
  if (refused.length)
    throw gedcomErrors.badDecision('Some persons cannot be clients as the file has them', { refused });

  // a linked client gains what it lacks: father, mother, spouse (when free), the file's spellings of its name
  const updates: { xref: string; doc: ClientDocument; before: Client }[] = [];
  for (const decision of links) {
    const person = persons.get(decision.xref)!;
    const doc = linkedDocs.get(decision.clientId!)!;
    const before = toClient(doc);
    const fatherId = idOf(person.fatherXref);
    const motherId = idOf(person.motherXref);
    if (!doc.father && fatherId && fatherId !== decision.clientId) doc.set('father', toObjectId(fatherId));
    if (!doc.mother && motherId && motherId !== decision.clientId) doc.set('mother', toObjectId(motherId));
    const spouse = spouseOf(person);
    const spouseId = idOf(spouse?.other?.xref);
    if (
      !doc.spouse &&
      spouse &&
      spouseId &&
      spouseId !== decision.clientId &&
      action(spouse.other!.xref) === 'CREATE'
    ) {
      const mirror = creates.find((c) => c.xref === spouse.other!.xref)?.doc;
      if (mirror && String(mirror.spouse) === decision.clientId) {
        doc.set('spouse', toObjectId(spouseId));
        doc.set('wedding', mirror.wedding ? { ...mirror.toObject().wedding } : undefined);
        if (mirror.maritalStatus) doc.set('maritalStatus', mirror.maritalStatus);
      }
    }
    const known = new Set([doc.name, ...(doc.nameVariants ?? [])].map(normalizeSearchText));
    const spellings = [person.name, ...person.nameVariants].filter(
      (n) => n && !known.has(normalizeSearchText(n)),
    );
    if (spellings.length)
      doc.set(
        'nameVariants',
        [...(doc.nameVariants ?? []), ...new Set(spellings)].slice(0, MAX_NAME_VARIANTS),
      );
    updates.push({ xref: decision.xref, doc, before });
  }

  // then write: created clients, linked ones, one audit entry per client naming the file; undone on a failure
  const audits = auditModel(connection);
  const createdIds = creates.map((c) => c.doc._id);
  const saved: typeof updates = [];
  const auditIds: mongoose.Types.ObjectId[] = [];
  try {
    if (creates.length) await model.insertMany(creates.map((c) => c.doc));
    for (const update of updates) {
      if (update.doc.isModified()) await update.doc.save();
      saved.push(update);
    }
    const at = new Date();
    const common = { entity: 'Client', userName: caller.userName, name: caller.name, at };
    const source = { field: 'gedcomImport', before: null, after: fileName || 'GEDCOM' };
    const entries = [
      ...creates.map(({ doc }) => ({
        ...common,
        entityId: doc._id,
        entityName: doc.name,
        action: 'CREATE' as const,
        changes: [source, ...diffRecords(undefined, toClient(doc) as Record<string, unknown>)],
      })),
      ...updates.map(({ doc, before }) => ({
        ...common,
        entityId: doc._id,
        entityName: doc.name,
        action: 'UPDATE' as const,
        changes: [
          source,
          ...diffRecords(before as Record<string, unknown>, toClient(doc) as Record<string, unknown>),
        ],
      })),
    ].map((entry) => ({ ...entry, _id: new mongoose.Types.ObjectId() }));
    auditIds.push(...entries.map((e) => e._id));
    if (entries.length) await audits.insertMany(entries);
  } catch (error) {
    await undo(connection, createdIds, saved, auditIds);
    throw error instanceof AppError
      ? error
      : AppError.conflict('The import could not be written; nothing was kept');
  }
  return {
    created: creates.length,
    linked: updates.length,
    skipped: preview.persons.length - creates.length - updates.length,
    clients: [
      ...creates.map(({ xref, doc }) => ({ xref, clientId: String(doc._id), action: 'CREATE' as const })),
      ...updates.map(({ xref, doc }) => ({ xref, clientId: String(doc._id), action: 'LINK' as const })),
    ],
  };
}

/** Puts back what an apply wrote before it failed. */
async function undo(
  connection: Connection,
  createdIds: mongoose.Types.ObjectId[],
  saved: { doc: ClientDocument; before: Client }[],
  auditIds: mongoose.Types.ObjectId[],
) {
  const model = clientModel(connection);
  await model.deleteMany({ _id: mongoose.trusted({ $in: createdIds }) }).catch(() => undefined);
  for (const { doc, before } of saved) {
    const unset = Object.fromEntries(
      [...CLIENT_LINK_FIELDS, 'wedding', 'maritalStatus'].filter((f) => !(f in before)).map((f) => [f, 1]),
    );
    const set = Object.fromEntries(
      (['father', 'mother', 'spouse', 'wedding', 'maritalStatus', 'nameVariants'] as const)
        .filter((f) => before[f] !== undefined)
        .map((f) => [
          f,
          f === 'father' || f === 'mother' || f === 'spouse' ? toObjectId(before[f] as string) : before[f],
        ]),
    );
    await model.updateOne({ _id: doc._id }, { $set: set, $unset: unset }).catch(() => undefined);
  }
  if (auditIds.length)
    await auditModel(connection)
      .deleteMany({ _id: mongoose.trusted({ $in: auditIds }) })
      .catch(() => undefined);
}
