import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { buildMatricula, formatMatricula } from '@linhagem/contracts';

/**
 * Certificates drawn at run time with known values (docs/adr-reading.md "Measured"): the layouts read, at 200-300
 * dpi, rotated up to 3°, JPEG quality 60, light noise, in several fonts shipped in npm packages (pdfmake's Roboto,
 * pdfjs-dist's Liberation Sans), so a fresh CI machine draws the same pages. `blurred` and `scrawled` pages are the
 * ones on which no field may be proposed with a wrong value. Used by the reading's tests and `npm run bench -- ocr`.
 */
export type TestLayout =
  'BR_BIRTH' | 'BR_MARRIAGE' | 'BR_DEATH' | 'IT_ESTRATTO' | 'IT_CERTIFICATO' | 'PT_BIRTH';
export const TEST_LAYOUTS: TestLayout[] = [
  'BR_BIRTH',
  'BR_MARRIAGE',
  'BR_DEATH',
  'IT_ESTRATTO',
  'IT_CERTIFICATO',
  'PT_BIRTH',
];

export type TestCertificate = {
  layout: TestLayout;
  /** what a reading must find: ISO date, names as the case writes them */
  expected: { personName: string; eventDate: string; eventPlace: string; matricula: string | null };
  image: Buffer;
  contentType: 'image/jpeg';
};

export type TestCertificateOptions = {
  seed: number;
  layout?: TestLayout;
  dpi?: number;
  /** degrees, −3…3 */
  rotation?: number;
  font?: string;
  /** a page too blurred to read, and one written as if by hand: nothing wrong may be proposed on them */
  damage?: 'blurred' | 'scrawled';
};

const FONT_FILES: [string, string][] = [
  ['pdfmake/build/fonts/Roboto/Roboto-Regular.ttf', 'Roboto'],
  ['pdfmake/build/fonts/Roboto/Roboto-Medium.ttf', 'Roboto Medium'],
  ['pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf', 'Liberation Sans'],
  ['pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf', 'Liberation Sans Bold'],
];
let fontsRegistered = false;
export function testFonts(): string[] {
  if (!fontsRegistered) {
    for (const [file, family] of FONT_FILES) GlobalFonts.registerFromPath(require.resolve(file), family);
    fontsRegistered = true;
  }
  return FONT_FILES.map(([, family]) => family);
}

/** A small seeded generator: the same seed draws the same certificate on every machine. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)),
  };
}

const FIRST = [
  'MARIA',
  'JOSÉ',
  'ANA',
  'JOÃO',
  'ANTÔNIO',
  'FRANCISCA',
  'LUIZ',
  'TEREZA',
  'GIUSEPPE',
  'ROSA',
  'PEDRO',
  'LÚCIA',
];
const MIDDLE = ['APARECIDA', 'CARLOS', 'HELENA', 'EDUARDO', 'CRISTINA', 'AUGUSTO', 'BEATRIZ'];
const LAST = [
  'BORTOLAN',
  'SANTOS',
  'FERREIRA',
  'ROSSI',
  'BIANCHI',
  'OLIVEIRA',
  'MARCHETTI',
  'COSTA',
  'ZANETTI',
  'PEREIRA',
];
const PLACES_BR = [
  'Porto Alegre - RS',
  'Caxias do Sul - RS',
  'São Paulo - SP',
  'Curitiba - PR',
  'Jundiaí - SP',
];
const PLACES_IT = ['Padova', 'Treviso', 'Vicenza', 'Rovigo', 'Cosenza', 'Belluno'];
const PLACES_PT = ['Lisboa', 'Porto', 'Braga', 'Viseu', 'Coimbra'];
const MESI = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const PARTICLES = new Set(['da', 'das', 'de', 'di', 'do', 'dos', 'e']);
const titleCase = (name: string) =>
  name
    .toLocaleLowerCase('pt-BR')
    .split(' ')
    .map((word, index) =>
      index > 0 && PARTICLES.has(word) ? word : word[0].toLocaleUpperCase('pt-BR') + word.slice(1),
    )
    .join(' ');

type Line = { text: string; size: number; gap?: number };

function lines(layout: TestLayout, r: ReturnType<typeof random>) {
  const name = `${r.pick(FIRST)} ${r.pick(MIDDLE)} ${r.pick(LAST)} ${r.pick(['DOS', 'DA', 'DE'])} ${r.pick(LAST)}`;
  const father = `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const mother = `${r.pick(FIRST)} ${r.pick(MIDDLE)} ${r.pick(LAST)}`;
  const italian = layout.startsWith('IT_');
  const year = italian ? r.int(1870, 1925) : r.int(1930, 2005);
  const month = r.int(1, 12);
  const day = r.int(1, 28);
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const brazilian = layout.startsWith('BR_');
  const matricula = brazilian
    ? buildMatricula({
        cns: String(r.int(100000, 999999)),
        year: r.int(2010, 2025),
        bookType: layout === 'BR_BIRTH' ? 1 : layout === 'BR_MARRIAGE' ? 2 : 4,
        book: r.int(1, 400),
        page: r.int(1, 300),
        term: r.int(1, 99999),
      })
    : null;
  const place = brazilian ? r.pick(PLACES_BR) : italian ? r.pick(PLACES_IT) : r.pick(PLACES_PT);
  const L = (text: string, size = 11, gap?: number): Line => ({ text, size, gap });
  let body: Line[];
  switch (layout) {
    case 'BR_BIRTH':
    case 'BR_DEATH': {
      const death = layout === 'BR_DEATH';
      body = [
        L('REPÚBLICA FEDERATIVA DO BRASIL', 13),
        L('REGISTRO CIVIL DAS PESSOAS NATURAIS', 12),
        L(death ? 'CERTIDÃO DE ÓBITO' : 'CERTIDÃO DE NASCIMENTO', 15, 2),
        L('NOME', 8),
        L(name, 12),
        L('MATRÍCULA', 8),
        L(formatMatricula(matricula!), 12),
        L(death ? 'DATA DE FALECIMENTO' : 'DATA DE NASCIMENTO', 8),
        L(`${dd}/${mm}/${year}`, 12),
        L(death ? 'LOCAL DE FALECIMENTO' : 'LOCAL DE NASCIMENTO', 8),
        L(place, 12),
        L(`PAI: ${father}`, 11),
        L(`MÃE: ${mother}`, 11),
        L(`CARTÓRIO: Ofício do Registro Civil de ${place.split(' - ')[0]}`, 10),
      ];
      break;
    }
    case 'BR_MARRIAGE':
      body = [
        L('REPÚBLICA FEDERATIVA DO BRASIL', 13),
        L('REGISTRO CIVIL DAS PESSOAS NATURAIS', 12),
        L('CERTIDÃO DE CASAMENTO', 15, 2),
        L('MATRÍCULA', 8),
        L(formatMatricula(matricula!), 12),
        L(`CÔNJUGE 1: ${name}`, 11),
        L(`CÔNJUGE 2: ${mother}`, 11),
        L(`DATA DO CASAMENTO: ${dd}/${mm}/${year}`, 11),
        L(`LOCAL DO CASAMENTO: ${place}`, 11),
        L(`CARTÓRIO: Ofício do Registro Civil de ${place.split(' - ')[0]}`, 10),
      ];
      break;
    case 'IT_ESTRATTO':
      body = [
        L(`COMUNE DI ${place.toUpperCase()}`, 14),
        L('UFFICIO DELLO STATO CIVILE', 12),
        L("ESTRATTO PER RIASSUNTO DELL'ATTO DI NASCITA", 12, 2),
        L(`Atto n. ${r.int(1, 400)} Parte I Serie A Anno ${year}`, 11),
        L(`Cognome e nome: ${name}`, 11),
        L(`Data di nascita: ${day} ${MESI[month - 1]} ${year}`, 11),
        L(`Luogo di nascita: ${place}`, 11),
        L(`Paternità: ${father}`, 11),
        L(`Maternità: ${mother}`, 11),
      ];
      break;
    case 'IT_CERTIFICATO':
      body = [
        L(`COMUNE DI ${place.toUpperCase()}`, 14),
        L('CERTIFICATO DI NASCITA', 14, 2),
        L("L'Ufficiale dello Stato Civile certifica che", 11),
        L(`Cognome e nome: ${name}`, 11),
        L(`è nato a ${place} il ${day} ${MESI[month - 1]} ${year}`, 11),
        L(`Atto n. ${r.int(1, 400)} Parte I Serie A`, 11),
      ];
      break;
    case 'PT_BIRTH':
      body = [
        L('REPÚBLICA PORTUGUESA', 13),
        L(`CONSERVATÓRIA DO REGISTO CIVIL DE ${place.toUpperCase()}`, 11),
        L('CERTIDÃO DE NASCIMENTO', 15, 2),
        L(`Assento de nascimento n.º ${r.int(1, 900)} do ano ${year}`, 11),
        L(`Nome: ${name}`, 11),
        L(`Data do nascimento: ${day} de ${MESES[month - 1]} de ${year}`, 11),
        L(`Naturalidade: ${place}`, 11),
        L(`Pai: ${father}`, 11),
        L(`Mãe: ${mother}`, 11),
      ];
      break;
  }
  return { body, expected: { personName: titleCase(name), eventDate: iso, eventPlace: place, matricula } };
}

function scrawl(
  g: SKRSContext2D,
  r: ReturnType<typeof random>,
  x: number,
  y: number,
  width: number,
  size: number,
) {
  // loops and strokes where the words would be: a hand the page reader cannot read
  g.lineWidth = Math.max(1, size / 12);
  g.beginPath();
  g.moveTo(x, y);
  for (let at = x; at < x + width; at += size / 3)
    g.quadraticCurveTo(
      at + size / 6,
      y - size * (0.4 + r.next() * 0.6),
      at + size / 3,
      y - r.next() * size * 0.2,
    );
  g.stroke();
}

/** One certificate drawn, degraded as a scan or a phone photo is, and encoded as JPEG quality 60. */
export async function drawTestCertificate(options: TestCertificateOptions): Promise<TestCertificate> {
  const fonts = testFonts();
  const r = random(options.seed);
  const layout = options.layout ?? r.pick(TEST_LAYOUTS);
  const dpi = options.dpi ?? r.int(200, 300);
  const rotation = options.rotation ?? r.next() * 6 - 3;
  const font = options.font ?? r.pick(fonts);
  const { body, expected } = lines(layout, r);
  const width = Math.round(8.27 * dpi);
  const height = Math.round(11.69 * dpi);
  const pt = (points: number) => Math.round((points * dpi) / 72);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fbfaf5';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#1a1a1a';
  g.strokeStyle = '#1a1a1a';
  g.translate(width / 2, height / 2);
  g.rotate((rotation * Math.PI) / 180);
  g.translate(-width / 2, -height / 2);
  let y = pt(90);
  for (const line of body) {
    g.font = `${pt(line.size)}px "${font}"`;
    if (options.damage === 'scrawled') scrawl(g, r, pt(60), y, g.measureText(line.text).width, pt(line.size));
    else g.fillText(line.text, pt(60), y);
    y += pt(line.size * 2.1 + (line.gap ?? 0) * 6);
  }
  const raw = await canvas.encode('png');
  let picture = sharp(raw);
  if (options.damage === 'blurred') picture = picture.blur(dpi / 18);
  // light noise: a grain of ±12 levels, as a scanner's or a phone's
  const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index += 1)
    data[index] = Math.max(0, Math.min(255, data[index] + Math.round((r.next() - 0.5) * 24)));
  const image = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
  return { layout, expected, image, contentType: 'image/jpeg' };
}

/**
 * A short birth certificate: the registry's two title lines, the name under its label, the date of birth. Small
 * enough for a route test to read in a few seconds, unlike the full layouts above.
 */
export async function drawShortBirthCertificate(name: string, date = '14/03/1897'): Promise<Buffer> {
  const [font] = testFonts();
  const canvas = createCanvas(1100, 420);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 1100, 420);
  g.fillStyle = '#000000';
  g.font = `34px "${font}"`;
  g.fillText('REGISTRO CIVIL DAS PESSOAS NATURAIS', 40, 70);
  g.fillText('CERTIDÃO DE NASCIMENTO', 40, 140);
  g.font = `26px "${font}"`;
  g.fillText('NOME', 40, 220);
  g.font = `36px "${font}"`;
  g.fillText(name, 40, 280);
  g.font = `30px "${font}"`;
  g.fillText(`DATA DE NASCIMENTO: ${date}`, 40, 360);
  return canvas.encode('png');
}
