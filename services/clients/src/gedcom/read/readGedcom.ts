import {
  GEDCOM_PROBLEM_CODES,
  onlyDigits,
  type GedcomEvent,
  type GedcomFamily,
  type GedcomPerson,
  type GedcomProblem,
} from '@linhagem/contracts';
import { checkGedcomTree } from './checkGedcomTree';
import { decodeGedcom } from './decodeGedcom';
import { mapGedcomPlace } from './mapGedcomPlace';
import { parseGedcomDate } from './parseGedcomDate';
import { child, childrenOf, parseGedcomLines, type GedcomNode } from './parseGedcomLines';

export type ReadGedcom = {
  /** false when the bytes are no GEDCOM file at all (then `problems` says why) */
  isGedcom: boolean;
  version: string;
  encoding: string;
  persons: Omit<GedcomPerson, 'matches'>[];
  families: GedcomFamily[];
  problems: GedcomProblem[];
};

/** `Given /Surname/ Jr.` → `Given Surname Jr.`; an empty NAME is built from its GIVN and SURN. */
function personalName(node: GedcomNode): string {
  let name = node.value.replace(/\//g, ' ');
  if (!name.trim()) name = [child(node, 'GIVN')?.value, child(node, 'SURN')?.value].filter(Boolean).join(' ');
  return name.replace(/\s+/g, ' ').trim();
}

type Problems = {
  add(
    line: number,
    code: GedcomProblem['code'],
    message: string,
    xrefs?: string[],
    values?: Record<string, string>,
  ): void;
  list: GedcomProblem[];
  /** persons an impossible date was told for: their uncertain-date warning is not told again */
  impossibleDateOf: Set<string>;
};

function problemList(): Problems {
  const list: GedcomProblem[] = [];
  const impossibleDateOf = new Set<string>();
  const warnings = new Set<string>([
    GEDCOM_PROBLEM_CODES.uncertainDate,
    GEDCOM_PROBLEM_CODES.unknownEncoding,
  ]);
  return {
    list,
    impossibleDateOf,
    add: (line, code, message, xrefs = [], values) => {
      if (code === GEDCOM_PROBLEM_CODES.impossibleDate && xrefs[0]) impossibleDateOf.add(xrefs[0]);
      list.push({
        line,
        code,
        severity: warnings.has(code) ? 'WARNING' : 'ERROR',
        message,
        xrefs,
        ...(values ? { values } : {}),
      });
    },
  };
}

function readEvent(
  node: GedcomNode | undefined,
  xrefs: string[],
  problems: Problems,
): GedcomEvent | undefined {
  if (!node) return undefined;
  const event: GedcomEvent = {};
  const dateNode = child(node, 'DATE');
  if (dateNode?.value.trim()) {
    const { date, impossible } = parseGedcomDate(dateNode.value);
    event.date = date;
    if (impossible)
      problems.add(
        dateNode.line,
        GEDCOM_PROBLEM_CODES.impossibleDate,
        `The date ${date.text} cannot exist`,
        xrefs,
        {
          date: date.text,
        },
      );
  }
  const placeNode = child(node, 'PLAC');
  if (placeNode?.value.trim()) event.place = mapGedcomPlace(placeNode.value);
  return event.date || event.place ? event : undefined;
}

const refOf = (node: GedcomNode | undefined) => {
  const value = node?.value.trim();
  return value && /^@[^@\s]+@$/.test(value) && value !== '@VOID@' ? value : undefined;
};

/**
 * Reads a .ged file's bytes into persons, families and problems (each with its line). Links come from the family
 * records (HUSB, WIFE, CHIL), the individuals' FAMC and FAMS adding any the family left out. Linear in the file:
 * every lookup is a Map or a Set (a list scanned per person made 30,000 persons take 15 s).
 */
export function readGedcom(bytes: Uint8Array): ReadGedcom {
  const problems = problemList();
  const { text, encoding, warning } = decodeGedcom(bytes);
  if (warning) problems.add(1, GEDCOM_PROBLEM_CODES.unknownEncoding, warning);
  const { records, problems: lineProblems } = parseGedcomLines(text.replace(/^\uFEFF/, ''));
  const head = records[0];
  const notGedcom = (message: string) => {
    problems.add(1, GEDCOM_PROBLEM_CODES.notGedcom, message);
    return { isGedcom: false, version: '', encoding, persons: [], families: [], problems: problems.list };
  };
  if (!head || head.tag !== 'HEAD' || head.level !== 0)
    return notGedcom('The file is not GEDCOM: it does not start with 0 HEAD');
  for (const p of lineProblems) problems.add(p.line, GEDCOM_PROBLEM_CODES.badLine, p.message);
  if (!records.some((r) => r.tag === 'TRLR'))
    problems.add(
      records[records.length - 1].line,
      GEDCOM_PROBLEM_CODES.badLine,
      'The file has no 0 TRLR: it may be cut short',
    );
  const version = child(child(head, 'GEDC'), 'VERS')?.value.trim() ?? '';

  const persons = new Map<string, Omit<GedcomPerson, 'matches'>>();
  const families = new Map<string, GedcomFamily>();
  const seen = new Set<string>();
  const indis: GedcomNode[] = [];
  const fams: GedcomNode[] = [];
  for (const record of records) {
    if (record.tag !== 'INDI' && record.tag !== 'FAM') continue;
    if (!record.xref) {
      problems.add(
        record.line,
        GEDCOM_PROBLEM_CODES.badLine,
        `The ${record.tag} record on line ${record.line} has no @xref@`,
      );
      continue;
    }
    if (seen.has(record.xref)) {
      problems.add(
        record.line,
        GEDCOM_PROBLEM_CODES.duplicateXref,
        `${record.xref} is defined twice`,
        [record.xref],
        {
          xref: record.xref,
        },
      );
      continue;
    }
    seen.add(record.xref);
    (record.tag === 'INDI' ? indis : fams).push(record);
  }

  for (const indi of indis) {
    const xref = indi.xref!;
    const names = childrenOf(indi, 'NAME');
    const variants: string[] = [];
    for (const [i, nameNode] of names.entries()) {
      const name = personalName(nameNode);
      if (i > 0 && name) variants.push(name);
      for (const form of [
        ...childrenOf(nameNode, 'ROMN'),
        ...childrenOf(nameNode, 'FONE'),
        ...childrenOf(nameNode, 'TRAN'),
      ]) {
        const formName = personalName(form);
        if (formName) variants.push(formName);
      }
    }
    for (const aka of [...childrenOf(indi, '_AKA'), ...childrenOf(indi, '_AKAN')])
      if (aka.value.trim()) variants.push(personalName(aka));
    const name = names[0] ? personalName(names[0]) : '';
    const sex = child(indi, 'SEX')?.value.trim().toUpperCase().charAt(0);
    const idno = childrenOf(indi, 'IDNO').find((n) => /cpf/i.test(child(n, 'TYPE')?.value ?? ''));
    const cpf = onlyDigits(idno?.value ?? child(indi, '_CPF')?.value ?? '');
    const deat = child(indi, 'DEAT');
    const person: Omit<GedcomPerson, 'matches'> = {
      xref,
      line: indi.line,
      name,
      nameVariants: [...new Set(variants)].filter((v) => v !== name),
      dead: !!deat,
      spouseXrefs: [],
      familyXrefs: [],
    };
    if (sex === 'M' || sex === 'F' || sex === 'X' || sex === 'U') person.sex = sex;
    if (cpf.length === 11) person.cpf = cpf;
    const birth = readEvent(child(indi, 'BIRT'), [xref], problems);
    if (birth) person.birth = birth;
    const death = readEvent(deat, [xref], problems);
    if (death) person.death = death;
    persons.set(xref, person);
  }

  const memberLine = new Map<string, number>();
  /** each family's children as a set beside its list (a family of many children is not scanned per child) */
  const childrenIn = new Map<string, Set<string>>();
  const addChild = (family: GedcomFamily, xref: string) => {
    let set = childrenIn.get(family.xref);
    if (!set) childrenIn.set(family.xref, (set = new Set(family.childXrefs)));
    if (set.has(xref)) return;
    set.add(xref);
    family.childXrefs.push(xref);
  };
  for (const fam of fams) {
    const xref = fam.xref!;
    const parents = [...childrenOf(fam, 'HUSB'), ...childrenOf(fam, 'WIFE')];
    const family: GedcomFamily = { xref, line: fam.line, childXrefs: [], divorced: !!child(fam, 'DIV') };
    const members: string[] = [];
    for (const node of [...parents, ...childrenOf(fam, 'CHIL')]) {
      const ref = refOf(node);
      if (!ref) continue;
      if (!persons.has(ref)) {
        problems.add(
          node.line,
          GEDCOM_PROBLEM_CODES.brokenReference,
          `${xref} points to ${ref}, which is not in the file`,
          [],
          {
            from: xref,
            to: ref,
          },
        );
        continue;
      }
      members.push(ref);
      memberLine.set(`${xref}:${ref}`, node.line);
      if (node.tag === 'HUSB') family.husbandXref ??= ref;
      else if (node.tag === 'WIFE') family.wifeXref ??= ref;
      else addChild(family, ref);
    }
    const parentRefs = [...new Set(parents.map(refOf).filter((r): r is string => !!r && persons.has(r)))];
    if (parents.filter(refOf).length > 2)
      problems.add(
        fam.line,
        GEDCOM_PROBLEM_CODES.threeParents,
        `The family ${xref} has ${parents.filter(refOf).length} parents`,
        [...new Set(members)],
        {
          family: xref,
        },
      );
    else if (parentRefs.length === 2 && family.husbandXref === undefined)
      family.husbandXref = parentRefs.find((r) => r !== family.wifeXref);
    const marriage = readEvent(child(fam, 'MARR'), [...new Set(members)], problems);
    if (marriage) family.marriage = marriage;
    families.set(xref, family);
  }

  /** children adopted, fostered or sealed into a family: it does not give their father and mother */
  const notByBirth = new Set<string>();
  // the individuals' own pointers: a FAMC/FAMS to no family is broken; one the family left out is added
  for (const indi of indis) {
    const xref = indi.xref!;
    for (const node of [...childrenOf(indi, 'FAMC'), ...childrenOf(indi, 'FAMS')]) {
      const ref = refOf(node);
      if (!ref) continue;
      const family = families.get(ref);
      if (!family) {
        problems.add(
          node.line,
          GEDCOM_PROBLEM_CODES.brokenReference,
          `${xref} points to ${ref}, which is not in the file`,
          [xref],
          {
            from: xref,
            to: ref,
          },
        );
        continue;
      }
      if (node.tag === 'FAMC') {
        const pedigree = child(node, 'PEDI')?.value.trim().toUpperCase();
        if (pedigree && pedigree !== 'BIRTH') notByBirth.add(`${ref}:${xref}`);
        else addChild(family, xref);
      } else if (!memberLine.has(`${ref}:${xref}`)) {
        const female = persons.get(xref)?.sex === 'F';
        if (!family.husbandXref && (!female || family.wifeXref)) family.husbandXref = xref;
        else if (!family.wifeXref) family.wifeXref = xref;
        else if (family.husbandXref)
          problems.add(
            node.line,
            GEDCOM_PROBLEM_CODES.threeParents,
            `The family ${ref} has 3 parents`,
            [family.husbandXref, family.wifeXref, xref],
            {
              family: ref,
            },
          );
      }
    }
  }

  for (const family of families.values()) {
    const { husbandXref: h, wifeXref: w } = family;
    for (const [self, other] of [
      [h, w],
      [w, h],
    ]) {
      const person = self ? persons.get(self) : undefined;
      if (!person) continue;
      person.familyXrefs.push(family.xref);
      if (other && !person.spouseXrefs.includes(other)) person.spouseXrefs.push(other);
    }
    for (const childXref of family.childXrefs) {
      const person = persons.get(childXref);
      // the first birth family gives the parents (a second one is an adoption the file did not mark)
      if (!person || person.fatherXref || person.motherXref || notByBirth.has(`${family.xref}:${childXref}`))
        continue;
      if (h) person.fatherXref = h;
      if (w) person.motherXref = w;
    }
  }

  checkGedcomTree(persons, (line, code, message, xrefs, values) =>
    problems.add(line, code, message, xrefs, values),
  );
  for (const person of persons.values())
    for (const [label, event] of [
      ['birth', person.birth],
      ['death', person.death],
    ] as const)
      if (event?.date && event.date.precision !== 'EXACT' && !problems.impossibleDateOf.has(person.xref))
        problems.add(
          person.line,
          GEDCOM_PROBLEM_CODES.uncertainDate,
          `The ${label} date of ${person.name} (${event.date.text}) is uncertain: its text is kept`,
          [person.xref],
          {
            name: person.name,
            date: event.date.text,
          },
        );
  problems.list.sort((a, b) => a.line - b.line);
  return {
    isGedcom: true,
    version,
    encoding,
    persons: [...persons.values()],
    families: [...families.values()],
    problems: problems.list,
  };
}
