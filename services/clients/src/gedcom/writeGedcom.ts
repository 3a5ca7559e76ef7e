import { todayIso, type Client, type Place } from '@linhagem/contracts';
import { findCountry } from '../country/countries';
import { toGedcom7Date, toGedcomDate } from './read/parseGedcomDate';
import { brazilianStateName } from './read/mapGedcomPlace';

/** A couple (or a lone parent) and their children, by client id. */
export type ExportFamily = {
  partners: string[];
  children: string[];
  wedding?: Client['wedding'];
  weddingText?: string;
  divorced: boolean;
};

const PARTICLES = new Set([
  'da',
  'de',
  'do',
  'das',
  'dos',
  'di',
  'del',
  'della',
  'van',
  'von',
  'der',
  'den',
  'le',
  'la',
]);

/** `Maria da Conceição` → `Maria /da Conceição/`: the last word (with its particles) is the surname. */
export function gedcomName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return `${words[0] ?? ''}`;
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1].toLowerCase())) start--;
  return `${words.slice(0, start).join(' ')} /${words.slice(start).join(' ')}/`;
}

function placeText(place: Place | null | undefined, text: string | undefined): string | undefined {
  if (!place?.country) return text;
  const country = findCountry(place.country)?.namePtBR ?? place.country;
  const state = place.state ? brazilianStateName(place.state) : place.foreignState;
  return [place.city, state, country].filter(Boolean).join(', ');
}

/** One GEDCOM 7 line; a value of several lines goes on in CONT lines; a leading `@` is doubled. */
function line(out: string[], level: number, tag: string, value?: string | null) {
  if (value === undefined || value === null) return void out.push(`${level} ${tag}`);
  const [first, ...rest] = value.replace(/\r\n?/g, '\n').split('\n');
  const escape = (v: string) => (v.startsWith('@') ? `@${v}` : v);
  out.push(first === '' ? `${level} ${tag}` : `${level} ${tag} ${escape(first)}`);
  for (const more of rest) out.push(more === '' ? `${level + 1} CONT` : `${level + 1} CONT ${escape(more)}`);
}

function event(
  out: string[],
  tag: string,
  iso: string | null | undefined,
  dateText: string | undefined,
  place: string | undefined,
  always = false,
) {
  const date = iso ? { value: toGedcomDate(iso) } : dateText ? toGedcom7Date(dateText) : undefined;
  if (!date && !place) {
    if (always) line(out, 1, tag, 'Y');
    return;
  }
  line(out, 1, tag);
  if (date) {
    line(out, 2, 'DATE', date.value);
    if (date.phrase) line(out, 3, 'PHRASE', date.phrase);
  }
  if (place) line(out, 2, 'PLAC', place);
}

/** The clients and their families as a GEDCOM 7.0 file (UTF-8, LF), the first client first. */
export function writeGedcom(clients: Client[], families: ExportFamily[], today = new Date()): string {
  const xref = new Map(clients.map((c, i) => [c.id, `@I${i + 1}@`]));
  const famXref = families.map((_, i) => `@F${i + 1}@`);
  const out: string[] = [];
  line(out, 0, 'HEAD');
  line(out, 1, 'GEDC');
  line(out, 2, 'VERS', '7.0');
  line(out, 1, 'SOUR', 'LINHAGEM');
  line(out, 2, 'NAME', 'Linhagem');
  line(out, 1, 'DATE', toGedcomDate(todayIso(today)));
  for (const client of clients) {
    const text = client.gedcomText ?? {};
    line(out, 0, `${xref.get(client.id)} INDI`);
    line(out, 1, 'NAME', gedcomName(client.name));
    for (const variant of client.nameVariants ?? []) {
      line(out, 1, 'NAME', gedcomName(variant));
      line(out, 2, 'TYPE', 'AKA');
    }
    const sex =
      client.gender === 'MASCULINE'
        ? 'M'
        : client.gender === 'FEMININE'
          ? 'F'
          : client.gender === 'OTHER'
            ? 'X'
            : undefined;
    if (sex) line(out, 1, 'SEX', sex);
    event(out, 'BIRT', client.birthDay, text.birthDay, placeText(client.birthPlace, text.birthPlace));
    if (client.alive === false || client.deathDay)
      event(out, 'DEAT', client.deathDay, text.deathDay, placeText(client.deathPlace, text.deathPlace), true);
    if (client.cpf) {
      line(out, 1, 'IDNO', client.cpf);
      line(out, 2, 'TYPE', 'CPF');
    }
    families.forEach((family, i) => {
      if (family.children.includes(client.id)) line(out, 1, 'FAMC', famXref[i]);
    });
    families.forEach((family, i) => {
      if (family.partners.includes(client.id)) line(out, 1, 'FAMS', famXref[i]);
    });
  }
  const byId = new Map(clients.map((c) => [c.id, c]));
  families.forEach((family, i) => {
    line(out, 0, `${famXref[i]} FAM`);
    const partners = family.partners.map((id) => byId.get(id)!);
    const wife =
      partners.length === 2
        ? (partners.find((p) => p.gender === 'FEMININE') ?? partners[1])
        : partners.find((p) => p.gender === 'FEMININE');
    const husband = partners.find((p) => p !== wife);
    if (husband) line(out, 1, 'HUSB', xref.get(husband.id));
    if (wife) line(out, 1, 'WIFE', xref.get(wife.id));
    for (const child of family.children) line(out, 1, 'CHIL', xref.get(child));
    const w = family.wedding;
    event(out, 'MARR', w?.marriedDay, family.weddingText, placeText(w, undefined));
    if (family.divorced) line(out, 1, 'DIV', 'Y');
  });
  line(out, 0, 'TRLR');
  return `${out.join('\n')}\n`;
}
