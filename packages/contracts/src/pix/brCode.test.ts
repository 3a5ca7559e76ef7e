import {
  crc16CcittFalse,
  isValidPixKey,
  normalizePixKey,
  parseBrCode,
  pixPayload,
  pixPlainText,
  pixReceiverSchema,
  pixTxid,
} from '..';

// Banco Central do Brasil's published examples (BR Code manual; the static one also in the "Manual de Padrões para
// Iniciação do Pix"): a random key, no amount, no transaction id; and a composite code with an amount.
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const MANUAL_COMPOSITE =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO' +
  '011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-' +
  '201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';

describe('the CRC16 of a BR Code', () => {
  it('is CCITT-FALSE: the standard check value of "123456789" is 29B1', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('closes both of the manual examples', () => {
    for (const example of [MANUAL_STATIC, MANUAL_COMPOSITE])
      expect(crc16CcittFalse(example.slice(0, -4))).toBe(example.slice(-4));
  });
});

describe('a static Pix code', () => {
  it("is the manual's static example, to the letter, from its key, name and city", () => {
    expect(
      pixPayload({ key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'BRASILIA' }),
    ).toBe(MANUAL_STATIC);
  });

  it('carries every field the manual asks, in order, with its length', () => {
    const payload = pixPayload({
      key: '12345678909',
      name: 'Escritório Genealógico São João',
      city: 'São José dos Campos',
      amount: 150000,
      txid: 'P20260042',
    });
    expect(payload).toMatch(/^000201/);
    expect(parseBrCode(payload)).toEqual({
      '00': '01',
      '26': { '00': 'br.gov.bcb.pix', '01': '12345678909' },
      '52': '0000',
      '53': '986',
      '54': '1500.00',
      '58': 'BR',
      // plain ASCII, at most 25 and 15 characters
      '59': 'Escritorio Genealogico Sa',
      '60': 'Sao Jose dos Ca',
      '62': { '05': 'P20260042' },
      '63': payload.slice(-4),
    });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('writes the amount with two decimals and leaves it out when there is none', () => {
    const of = (amount: number | null) =>
      parseBrCode(pixPayload({ key: 'a@b.com', name: 'A', city: 'B', amount }))!['54'];
    expect(of(5)).toBe('0.05');
    expect(of(100)).toBe('1.00');
    expect(of(123456)).toBe('1234.56');
    expect(of(null)).toBeUndefined();
  });

  it('refuses a transaction id that is not 1 to 25 letters and digits, and a fractional amount', () => {
    const base = { key: 'a@b.com', name: 'A', city: 'B' };
    expect(() => pixPayload({ ...base, txid: 'P2026/0042' })).toThrow(RangeError);
    expect(() => pixPayload({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => pixPayload({ ...base, amount: 10.5 })).toThrow(RangeError);
  });
});

describe('reading a BR Code', () => {
  it('reads the composite example with its templates', () => {
    const fields = parseBrCode(MANUAL_COMPOSITE)!;
    expect(fields['26']).toEqual({ '00': 'BR.GOV.BCB.PIX', '01': '123e4567-e12b-12d1-a456-426655440000' });
    expect(fields['54']).toBe('123.45');
    expect(fields['62']).toEqual({ '05': 'RP12345678-2019' });
  });

  it('refuses a code whose CRC does not match (one digit changed)', () => {
    expect(parseBrCode(MANUAL_STATIC.replace('BRASILIA', 'BRASILIO'))).toBeNull();
    expect(parseBrCode('hello')).toBeNull();
  });
});

describe('the transaction id of a case', () => {
  it('is made from the case code, with S and a number for each further code', () => {
    expect(pixTxid('2026/0042')).toBe('P20260042');
    expect(pixTxid('2026/0042', 2)).toBe('P20260042S2');
    expect(pixTxid('ORC-2026/0007')).toBe('ORC20260007');
    expect(pixTxid('2026/0042', 12)).toMatch(/^[A-Z0-9]{1,25}$/);
  });
});

describe('plain text for the name and city', () => {
  it('drops accents and anything outside printable ASCII, and cuts to the limit', () => {
    expect(pixPlainText('  Conceição   do Mato—Dentro ', 15)).toBe('Conceicao do Ma');
    expect(pixPlainText('Zoë 😀 Ltda.', 25)).toBe('Zoe Ltda.');
  });
});

describe('the Pix receiver of the configuration', () => {
  const parse = (body: object) => pixReceiverSchema.safeParse(body);
  const ok = { pixReceiverName: 'Linhagem Genealogia', pixReceiverCity: 'Curitiba' };

  it('normalises each kind of key and accepts a valid one', () => {
    expect(normalizePixKey('CPF', '123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('PHONE', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('PHONE', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('EMAIL', ' Office@Example.COM ')).toBe('office@example.com');
    const parsed = parse({ ...ok, pixKeyType: 'CPF', pixKey: '123.456.789-09' });
    expect(parsed.success && parsed.data.pixKey).toBe('12345678909');
  });

  it.each([
    ['CPF', '123.456.789-00'],
    ['CNPJ', '11.222.333/0001-00'],
    ['EMAIL', 'not-an-email'],
    ['CPF', '111.111.111-11'],
    ['CPF', '1234567890'],
    ['CNPJ', '00.000.000/0000-00'],
    ['EMAIL', 'a@b'],
    ['EMAIL', 'two words@example.com'],
    ['PHONE', '+1 212 555 0100'],
    ['PHONE', '(10) 98765-4321'],
    ['PHONE', '(11) 8765-4321'],
    ['PHONE', '+55 11 98765-432'],
    ['EVP', 'not-a-uuid-at-all-0000-000000000000'],
    ['EVP', '123e4567-e12b-12d1-a456'],
  ] as const)('refuses a %s key that is not one (%s)', (pixKeyType, pixKey) => {
    const parsed = parse({ ...ok, pixKeyType, pixKey });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['pixKey'], message: 'pix.key-invalid' });
  });

  it('accepts the valid keys of each kind', () => {
    expect(isValidPixKey('CNPJ', '11222333000181')).toBe(true);
    expect(isValidPixKey('EVP', '123e4567-e12b-12d1-a456-426655440000')).toBe(true);
    expect(isValidPixKey('PHONE', '+5511987654321')).toBe(true);
    expect(isValidPixKey('CNPJ', normalizePixKey('CNPJ', '11.222.333/0001-81'))).toBe(true);
    expect(isValidPixKey('EVP', normalizePixKey('EVP', '123E4567-E12B-12D1-A456-426655440000'))).toBe(true);
    expect(isValidPixKey('EMAIL', 'financeiro@linhagem.com.br')).toBe(true);
  });

  it('asks a name and a city that fit the code once a key is set, and nothing without a key', () => {
    expect(parse({}).success).toBe(true);
    const long = parse({
      pixKeyType: 'EMAIL',
      pixKey: 'a@b.com',
      pixReceiverName: 'x'.repeat(26),
      pixReceiverCity: '',
    });
    expect(long.error?.issues.map((i) => i.message).sort()).toEqual(['pix.city-invalid', 'pix.name-invalid']);
  });
});
