import sharp from 'sharp';
import {
  RENDER_API,
  computeProtocolFinancial,
  priceTypeService,
  type TypeServicePricing,
} from '@linhagem/contracts';
import { callerHeaders } from '@linhagem/service-kit/testing';
import { readPdf } from '../../test/pdfText';
import { startRenderStack, type RenderStack } from '../../test/renderStack';

let stack: RenderStack;
let budget: { id: string; code: string; clientIds: string[] };
let otherProtocol: { id: string; clientIds: string[] };
let letterId: string;
let longLetterId: string;
let contractId: string;
let inactiveLetterId: string;

const OFFICE = {
  name: 'Linhagem Genealogia e Cidadania',
  cnpj: '11.222.333/0001-81',
  phones: ['(11) 3333-4444'],
  email: 'contato@linhagem.test',
  address: 'Rua Augusta, 1500 – São Paulo',
};
// every Portuguese and Italian letter with a mark, in both cases
const ACCENTS = 'áàâãéêíóôõúüç ÁÀÂÃÉÊÍÓÔÕÚÜÇ èìòùî ÈÌÒÙÎ';
const CUMULATIVE: TypeServicePricing = {
  price: 10000,
  sharedValue: false,
  additivePerClient: 0,
  haveDiscount: true,
  discountType: 'PERCENT',
  discount: 10,
  perClient: true,
  cumulative: true,
  amountOfItems: 1,
};
const SHARED: TypeServicePricing = {
  price: 10001,
  sharedValue: true,
  additivePerClient: 0,
  haveDiscount: false,
  discountType: 'PERCENT',
  discount: 0,
  perClient: false,
  cumulative: false,
  amountOfItems: 0,
};
const TAX_RATE = 6.5;
const NAMES = ['João Conceição Ação', 'Nicolò Sforza Perché', 'Ângela Müller Ítalo'];

/** pdfjs gives the text runs; money reads as one run, so the numbers are checked in the page's text. */
const brl = (cents: number) =>
  `R$ ${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;
const usd = (cents: number) =>
  `$${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(cents % 100).padStart(2, '0')}`;

beforeAll(async () => {
  stack = await startRenderStack();
  const { call, catalog, clients, protocols } = stack;
  await call(catalog, 'POST', '/api/configuration/office', OFFICE);
  const logo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#204080' } })
    .webp()
    .toBuffer();
  const upload = await fetch(`${catalog.url}/api/configuration/login-page/logo`, {
    method: 'POST',
    headers: { ...callerHeaders('ADMINISTRATOR'), 'content-type': 'image/webp' },
    body: new Uint8Array(logo),
  });
  expect(upload.status).toBe(200);
  await call(catalog, 'POST', '/api/text-fragment', {
    name: 'Pagamento',
    code: 'PAGAMENTO',
    content: `<p>50% na assinatura e o saldo em 30 dias, à vista: <strong>${ACCENTS}</strong></p>`,
  });
  await call(catalog, 'POST', '/api/configuration/budget-services-protocol', {
    validityDays: 15,
    paymentTermsFragment: 'PAGAMENTO',
    taxRate: TAX_RATE,
  });
  const cumulative = await call(catalog, 'POST', '/api/type-service', {
    name: 'Cidadania italiana',
    ...CUMULATIVE,
  });
  const shared = await call(catalog, 'POST', '/api/type-service', { name: 'Busca de certidões', ...SHARED });
  const clientIds: string[] = [];
  for (const [k, name] of NAMES.entries())
    clientIds.push(
      (
        await call(clients, 'POST', '/api/client', {
          name,
          confirmDuplicateName: true,
          ...(k === 0 ? { cpf: '529.982.247-25', email: 'joao@exemplo.com.br', birthDay: '1950-03-04' } : {}),
        })
      ).id,
    );
  const created = await call(protocols, 'POST', '/api/budget', {
    name: 'Família Ação',
    familyName: 'Ação',
    mainClient: clientIds[0],
    clients: clientIds,
    mainService: cumulative.id,
    haveTax: true,
  });
  await call(protocols, 'POST', `/api/budget/${created.id}/service`, {
    typeService: shared.id,
    clients: clientIds,
  });
  budget = { id: created.id, code: created.code, clientIds };
  const stranger = (
    await call(clients, 'POST', '/api/client', { name: 'Outro Cliente', confirmDuplicateName: true })
  ).id;
  const other = await call(protocols, 'POST', '/api/protocol', {
    name: 'Outro',
    mainClient: stranger,
    clients: [stranger],
  });
  otherProtocol = { id: other.id, clientIds: [stranger] };

  const rich =
    '<h1>Carta de boas-vindas</h1>' +
    '<p>Prezado(a) {{clientName}} (CPF {{clientCpf}}), nascido(a) em {{clientBirthDay}},</p>' +
    '<p class="ql-align-center"><strong>negrito</strong> <em>itálico</em> <u>sublinhado</u> ' +
    '<a href="https://linhagem.test/caso">o seu caso</a></p>' +
    `<p>${ACCENTS}</p>` +
    '<ol><li data-list="ordered">primeiro passo</li><li data-list="ordered">segundo passo</li>' +
    '<li data-list="bullet">um ponto</li></ol><ul><li>outro ponto</li></ul>' +
    '<table><tbody><tr><td>Família</td><td>{{familyName}}</td></tr><tr><td>Protocolo</td><td>{{protocolCode}}</td></tr></tbody></table>' +
    '<p>Clientes: {{clientNames}}. Principal: {{mainClientName}}.</p>' +
    '{{servicesTable}}' +
    '<p>Total: {{totalAmount}} (imposto {{totalTax}} de {{taxRate}}); validade {{validityDays}} dias.</p>' +
    '<p>{{officeName}}, CNPJ {{officeCnpj}}, {{officePhones}}, {{officeEmail}}</p>' +
    '<p>São Paulo, {{todayInWords}} ({{today}}).</p>{{fragment:PAGAMENTO}}';
  letterId = (await call(catalog, 'POST', '/api/letter', { name: 'Boas-vindas', text: rich })).id;
  const paragraphs = Array.from(
    { length: 95 },
    (_, k) => `<p>Parágrafo ${k + 1} da carta longa de {{familyName}}.</p>`,
  );
  longLetterId = (await call(catalog, 'POST', '/api/letter', { name: 'Longa', text: paragraphs.join('') }))
    .id;
  contractId = (
    await call(catalog, 'POST', '/api/contract', {
      name: 'Contrato de prestação de serviços',
      text: '<h2>Contrato</h2><p>Contratante: {{clientName}}, CPF {{clientCpf}}.</p><p>Valor: {{totalAmount}}.</p>',
    })
  ).id;
  inactiveLetterId = (
    await call(catalog, 'POST', '/api/letter', { name: 'Antiga', text: '<p>x</p>', active: false })
  ).id;
}, 60000);
afterAll(() => stack.close());

describe('the quote of a budget (GET /api/protocol/{id}/quote.pdf)', () => {
  it('prints the family, each service with its clients, the totals to the cent, validity and payment terms', async () => {
    const answer = await stack.fetchPdf('GET', RENDER_API.quotePdf(budget.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    const pdf = await readPdf(answer.bytes);
    expect(pdf.sizes[0]).toEqual([595, 842]); // A4
    const text = pdf.pages.join(' ');
    const first = priceTypeService(CUMULATIVE, 3);
    const second = priceTypeService(SHARED, 3);
    const totals = computeProtocolFinancial({
      services: [{ price: first }, { price: second }],
      haveTax: true,
      taxRate: TAX_RATE,
      entries: [],
    });
    // worked out by hand too: 300,00 − 60,00 = 240,00 and 100,01 shared 33,34 / 33,34 / 33,33; tax 6,5% of 340,01
    expect(totals).toMatchObject({ servicesNet: 34001, tax: 2210, total: 36211 });
    expect(text).toContain(`Orçamento ${budget.code}`);
    expect(text).toContain('Família: Ação');
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Cidadania italiana');
    expect(text).toContain('Busca de certidões');
    for (const line of [...first.clients, ...second.clients])
      expect(text).toContain(`${brl(line.gross)} ${brl(line.discount)} ${brl(line.net)}`);
    expect(text).toContain(`Nicolò Sforza Perché ${brl(10000)} ${brl(2000)} ${brl(8000)}`);
    expect(text).toContain(`Ângela Müller Ítalo ${brl(3333)} ${brl(0)} ${brl(3333)}`);
    expect(text).toContain(`Total bruto ${brl(totals.servicesGross)}`);
    expect(text).toContain(`Descontos ${brl(6000)}`);
    expect(text).toContain(`Total líquido ${brl(34001)}`);
    expect(text).toContain(`Imposto (6,5%) ${brl(2210)}`);
    expect(text).toContain(`Total ${brl(36211)}`);
    expect(text).toContain('R$ 362,11');
    expect(text).toMatch(/Válido por 15 dias, até \d{2}\/\d{2}\/\d{4}\./);
    // the payment terms: the text fragment the budget defaults name
    expect(text).toContain('Condições de pagamento');
    expect(text).toContain('50% na assinatura e o saldo em 30 dias, à vista:');
    expect(text).toContain(ACCENTS);
    // the letterhead and the page numbers
    expect(pdf.pages[0]).toContain(OFFICE.name);
    expect(pdf.pages[0]).toContain('CNPJ: 11.222.333/0001-81');
    expect(pdf.pages[0]).toContain('(11) 3333-4444 · contato@linhagem.test');
    expect(pdf.pages[0]).toContain(`Página 1 de ${pdf.pages.length}`);
  });

  it('is a service proposal for a protocol, with no services yet', async () => {
    const answer = await stack.fetchPdf('GET', RENDER_API.quotePdf(otherProtocol.id));
    expect(answer.status).toBe(200);
    const text = (await readPdf(answer.bytes)).pages.join(' ');
    expect(text).toMatch(/Proposta de serviços \S+/);
    expect(text).toContain('Nenhum serviço.');
    expect(text).toContain(`Total ${brl(0)}`);
  });

  it('is written in English with dollars when asked', async () => {
    const answer = await stack.fetchPdf('GET', `${RENDER_API.quotePdf(budget.id)}?lang=en-US`);
    const text = (await readPdf(answer.bytes)).pages.join(' ');
    expect(text).toContain(`Quote ${budget.code}`);
    expect(text).toContain(`Tax (6.5%) ${usd(2210)}`);
    expect(text).toContain(`Total ${usd(36211)}`);
    expect(text).toContain('Page 1 of 1');
    expect(text).toMatch(/Valid for 15 days, until \d{2}\/\d{2}\/\d{4}\./);
    expect(text).toContain('Payment terms');
  });

  it("follows the protocol's language, whatever the caller's browser speaks", async () => {
    const { call, protocols } = stack;
    const english = await call(protocols, 'POST', '/api/protocol', {
      name: 'Smith family',
      familyName: 'Smith',
      mainClient: otherProtocol.clientIds[0],
      clients: otherProtocol.clientIds,
      language: 'en-US',
    });
    expect(english.language).toBe('en-US');
    const inEnglish = await stack.fetchPdf('GET', RENDER_API.quotePdf(english.id), {
      headers: { 'accept-language': 'pt-BR' },
    });
    const englishText = (await readPdf(inEnglish.bytes)).pages.join(' ');
    expect(englishText).toContain('Family: Smith');
    expect(englishText).toContain(`Total ${usd(0)}`);
    expect(englishText).toContain('Page 1 of 1');

    const inPortuguese = await stack.fetchPdf('GET', RENDER_API.quotePdf(budget.id), {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    const portugueseText = (await readPdf(inPortuguese.bytes)).pages.join(' ');
    expect(portugueseText).toContain(`Orçamento ${budget.code}`);
    expect(portugueseText).toContain(`Total ${brl(36211)}`);
  });

  it('embeds its font (Roboto, a subset) and the office logo, a WebP stored by the login page', async () => {
    const answer = await stack.fetchPdf('GET', RENDER_API.quotePdf(budget.id));
    const raw = answer.bytes.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    expect(raw).toContain('/Subtype /Image');
  });
});

describe('letters and contracts (POST /api/{letter,contract}/{id}/render)', () => {
  it('fills every merge field on the server and keeps the rich text', async () => {
    const answer = await stack.fetchPdf('POST', RENDER_API.letter(letterId), {
      body: { protocolId: budget.id },
    });
    expect(answer.status).toBe(200);
    const pdf = await readPdf(answer.bytes);
    const text = pdf.pages.join(' ');
    expect(text).toContain('Carta de boas-vindas');
    expect(text).toContain('Prezado(a) João Conceição Ação (CPF 52998224725), nascido(a) em 04/03/1950,');
    expect(text).toContain('negrito itálico sublinhado o seu caso');
    expect(text).toContain(ACCENTS);
    // pdfmake draws a number after its item and a bullet as a dot (no text): the numbers follow their items
    expect(text).toMatch(/primeiro passo 1\. segundo passo 2\. um ponto outro ponto/);
    expect(text).toContain(`Família Ação Protocolo ${budget.code}`);
    expect(text).toContain(
      'Clientes: João Conceição Ação, Nicolò Sforza Perché e Ângela Müller Ítalo. Principal: João Conceição Ação.',
    );
    expect(text).toContain(`Nicolò Sforza Perché ${brl(10000)} ${brl(2000)} ${brl(8000)}`);
    expect(text).toContain(`Total: ${brl(36211)} (imposto ${brl(2210)} de 6,5%); validade 15 dias.`);
    expect(text).toContain(`${OFFICE.name}, CNPJ 11.222.333/0001-81, (11) 3333-4444, contato@linhagem.test`);
    expect(text).toMatch(/São Paulo, \d{1,2} de [a-zç]+ de \d{4} \(\d{2}\/\d{2}\/\d{4}\)\./);
    expect(text).toContain('50% na assinatura e o saldo em 30 dias');
    expect(text).not.toContain('{{');
    const raw = answer.bytes.toString('latin1');
    expect(raw).toContain('/URI (https://linhagem.test/caso)');
  });

  it('fills the client fields for the client chosen, in the language asked', async () => {
    const answer = await stack.fetchPdf('POST', RENDER_API.contract(contractId), {
      body: { protocolId: budget.id, clientId: budget.clientIds[1], language: 'en-US' },
    });
    expect(answer.status).toBe(200);
    const text = (await readPdf(answer.bytes)).pages.join(' ');
    expect(text).toContain('Contratante: Nicolò Sforza Perché, CPF .');
    expect(text).toContain(`Valor: ${usd(36211)}.`);
    expect(text).toContain('Page 1 of 1');
  });

  it('numbers its pages "Página n de N" and repeats the letterhead on each', async () => {
    const answer = await stack.fetchPdf('POST', RENDER_API.letter(longLetterId), {
      body: { protocolId: budget.id },
    });
    const pdf = await readPdf(answer.bytes);
    expect(pdf.pages.length).toBe(3);
    pdf.pages.forEach((page, k) => {
      expect(page).toContain(`Página ${k + 1} de 3`);
      expect(page).toContain(OFFICE.name);
      expect(page).toContain('CNPJ: 11.222.333/0001-81');
    });
    expect(pdf.pages[2]).toContain('Parágrafo 95 da carta longa de Ação.');
  });
});

describe('levels and IDOR on every route', () => {
  const routes = () =>
    [
      ['GET', RENDER_API.quotePdf(budget.id), undefined],
      ['POST', RENDER_API.letter(letterId), { protocolId: budget.id }],
      ['POST', RENDER_API.contract(contractId), { protocolId: budget.id }],
    ] as const;

  it('answers every signed-in level (rendering reads the case) and nobody else', async () => {
    for (const [method, path, body] of routes()) {
      expect((await stack.fetchPdf(method, path, { body, level: null })).status).toBe(401);
      for (const level of ['LIMITED', 'NORMAL', 'ADMINISTRATOR'] as const)
        expect([path, level, (await stack.fetchPdf(method, path, { body, level })).status]).toEqual([
          path,
          level,
          200,
        ]);
    }
  });

  it('never prints a client of another protocol, and refuses unknown or mixed-up ids', async () => {
    const stranger = await stack.fetchPdf('POST', RENDER_API.contract(contractId), {
      body: { protocolId: budget.id, clientId: otherProtocol.clientIds[0] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.json).toMatchObject({ code: 'render.client-not-in-protocol' });
    const missing = '0123456789abcdef01234567';
    expect((await stack.fetchPdf('GET', RENDER_API.quotePdf(missing))).status).toBe(404);
    expect(
      (await stack.fetchPdf('POST', RENDER_API.letter(missing), { body: { protocolId: budget.id } })).status,
    ).toBe(404);
    expect(
      (await stack.fetchPdf('POST', RENDER_API.letter(letterId), { body: { protocolId: missing } })).status,
    ).toBe(404);
    // a letter's id is not a contract's
    expect(
      (await stack.fetchPdf('POST', RENDER_API.contract(letterId), { body: { protocolId: budget.id } }))
        .status,
    ).toBe(404);
    expect((await stack.fetchPdf('GET', RENDER_API.quotePdf('nope'))).status).toBe(400);
    const extra = await stack.fetchPdf('POST', RENDER_API.letter(letterId), {
      body: { protocolId: budget.id, protocolCode: 'x' },
    });
    expect(extra.status).toBe(400);
    const inactive = await stack.fetchPdf('POST', RENDER_API.letter(inactiveLetterId), {
      body: { protocolId: budget.id },
    });
    expect(inactive.status).toBe(409);
    expect(inactive.json).toMatchObject({ code: 'render.template-inactive' });
  });
});
