import sharp from 'sharp';
import { callerHeaders } from '@linhagem/service-kit/testing';
import { MAX_IMAGE_UPLOAD_BYTES } from '@linhagem/contracts';
import { startCatalogTestService, type CatalogTestService } from '../../test/support';

let service: CatalogTestService;
beforeAll(async () => {
  service = await startCatalogTestService();
});
afterAll(() => service.close());

/** Real images (sharp makes them): an upload is decoded and encoded again before it is stored. */
const pixels = (format: 'png' | 'jpeg' | 'webp') => {
  const image = sharp({ create: { width: 8, height: 4, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  return image.toFormat(format).toBuffer();
};
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  [PNG, JPEG, WEBP] = await Promise.all([pixels('png'), pixels('jpeg'), pixels('webp')]);
});

const upload = (
  kind: string,
  body: Buffer,
  contentType: string,
  level: 'ADMINISTRATOR' | 'NORMAL' = 'ADMINISTRATOR',
) =>
  fetch(`${service.url}/api/configuration/login-page/${kind}`, {
    method: 'POST',
    headers: { ...callerHeaders(level), 'content-type': contentType },
    body: new Uint8Array(body),
  });

describe('login page uploads', () => {
  it('stores a PNG logo in GridFS and serves it publicly with a long cache', async () => {
    const response = await upload('logo', PNG, 'image/png');
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.logo).toMatch(/^\/api\/configuration\/files\/[a-f0-9]{24}$/);
    expect((await (await fetch(`${service.url}/api/configuration/login-page`)).json()).logo).toBe(page.logo);
    const file = await fetch(`${service.url}${page.logo}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = Buffer.from(await file.arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 4 });
  });

  it('stores a polyglot PNG without what it hid after the image', async () => {
    const payload = '<?php system($_GET["c"]); ?><script>alert(1)</script>';
    const polyglot = Buffer.concat([PNG, Buffer.from(payload)]);
    const response = await upload('logo', polyglot, 'image/png');
    expect(response.status).toBe(200);
    const stored = Buffer.from(
      await (await fetch(`${service.url}${(await response.json()).logo}`)).arrayBuffer(),
    );
    expect(stored.includes('<?php')).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 4 });
  });

  it('refuses with 422 upload.image-unreadable a file that starts like a PNG but is none', async () => {
    const before = await (await fetch(`${service.url}/api/configuration/login-page`)).json();
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.from('no pixels here')]);
    const response = await upload('logo', broken, 'image/png');
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe('upload.image-unreadable');
    expect(await (await fetch(`${service.url}/api/configuration/login-page`)).json()).toEqual(before);
  });

  it('takes JPEG and WebP background images, and stops serving the image it replaced', async () => {
    const first = await (await upload('background-image', JPEG, 'image/jpeg')).json();
    const second = await (await upload('background-image', WEBP, 'image/webp')).json();
    expect(second.backgroundImage).not.toBe(first.backgroundImage);
    expect((await fetch(`${service.url}${second.backgroundImage}`)).headers.get('content-type')).toBe(
      'image/webp',
    );
    expect((await fetch(`${service.url}${first.backgroundImage}`)).status).toBe(404);
  });

  it('refuses an image over 2 MB with 413 and keeps the saved one', async () => {
    const before = await (await fetch(`${service.url}/api/configuration/login-page`)).json();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES)]);
    const response = await upload('logo', big, 'image/png');
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('upload.too-large');
    expect(await (await fetch(`${service.url}/api/configuration/login-page`)).json()).toEqual(before);
  });

  it.each([
    ['a text file', Buffer.from('hello, not an image'), 'image/png'],
    ['a JPEG renamed to .png', JPEG, 'image/png'],
    ['a PNG sent as WebP', PNG, 'image/webp'],
    ['an SVG (scripts can hide in it)', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml'],
    ['a PDF', Buffer.from('%PDF-1.7'), 'application/pdf'],
  ])('refuses %s with 415 upload.image-type', async (_label, body, contentType) => {
    const response = await upload('logo', body, contentType);
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe('upload.image-type');
  });

  it('refuses a NORMAL user and an unknown image kind', async () => {
    expect((await upload('logo', PNG, 'image/png', 'NORMAL')).status).toBe(403);
    expect((await upload('favicon', PNG, 'image/png')).status).toBe(400);
  });

  it('answers 404 for an unknown file and 400 for an id that is none', async () => {
    expect((await fetch(`${service.url}/api/configuration/files/0123456789abcdef01234567`)).status).toBe(404);
    expect((await fetch(`${service.url}/api/configuration/files/..%2f`)).status).toBe(400);
  });
});

describe('budget services protocol', () => {
  const path = '/api/configuration/budget-services-protocol';

  it('answers the defaults, then what an administrator saved, with sanitised texts', async () => {
    expect((await service.call('GET', path, undefined, 'LIMITED')).body).toEqual({
      typeServices: [],
      validityDays: 30,
      headerText: '',
      footerText: '',
      taxRate: 0,
      paymentTermsFragment: '',
      portalLinkFragment: '',
    });
    const typeService = await service.call('POST', '/api/type-service', { name: 'Busca', price: 100 });
    const saved = await service.call('POST', path, {
      typeServices: [typeService.body.id],
      validityDays: 15,
      headerText: '<p>Orçamento</p><script>x()</script>',
      footerText: '<p>Válido por 15 dias</p>',
      taxRate: 6.5,
    });
    expect(saved.status).toBe(200);
    expect((await service.call('GET', path, undefined, 'LIMITED')).body).toEqual({
      typeServices: [typeService.body.id],
      validityDays: 15,
      headerText: '<p>Orçamento</p>',
      footerText: '<p>Válido por 15 dias</p>',
      taxRate: 6.5,
      paymentTermsFragment: '',
      portalLinkFragment: '',
    });
  });

  it.each([
    ['validity of zero days', { validityDays: 0 }, 'VALIDATION_FAILED'],
    ['a tax rate over 100', { taxRate: 101 }, 'VALIDATION_FAILED'],
    [
      'a type service that does not exist',
      { typeServices: ['0123456789abcdef01234567'] },
      'catalog.link-not-found',
    ],
  ])('refuses %s', async (_label, body, code) => {
    const refused = await service.call('POST', path, body);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(code);
  });

  it('refuses a NORMAL user', async () => {
    expect((await service.call('POST', path, { validityDays: 5 }, 'NORMAL')).status).toBe(403);
  });
});

describe('office contact details', () => {
  const path = '/api/configuration/office';

  it('are read without a session and written by administrators', async () => {
    expect((await service.call('GET', path, undefined, null)).body).toEqual({
      name: '',
      cnpj: '',
      phones: [],
      email: '',
      address: '',
    });
    const body = {
      name: 'Linhagem Genealogia',
      cnpj: '11.222.333/0001-81',
      phones: ['(11) 3333-4444'],
      email: 'contato@linhagem.example',
      address: 'Rua A, 1',
    };
    expect((await service.call('POST', path, body)).status).toBe(200);
    expect((await service.call('GET', path, undefined, null)).body).toEqual(body);
    expect((await service.call('POST', path, { ...body, name: 'X' }, 'NORMAL')).status).toBe(403);
    const invalid = await service.call('POST', path, { ...body, email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    // a CNPJ with a wrong check digit would be printed on every quote: refused, the saved one kept
    const wrongCnpj = await service.call('POST', path, { ...body, cnpj: '11.222.333/0001-82' });
    expect(wrongCnpj.status).toBe(400);
    expect((await service.call('GET', path, undefined, null)).body.cnpj).toBe(body.cnpj);
  });
});
