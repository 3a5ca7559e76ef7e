import { API_FAMILIES, findApiFamily } from './apiFamilies';
import { isReadingPost } from './apiOverrides';
import { FORM_TEMPLATE_API } from './documentsOutPaths';
import { FORM_FILL_API } from './formFillPaths';
import { DOSSIER_EXPORT_API, RENDER_API } from './renderPaths';
import { CERTIFICATE_READING_API } from './readingPaths';

describe('the paths services/documents serves under other families (API_PATH_OVERRIDES)', () => {
  it('sends the quote and the letter and contract renders to services/documents', () => {
    for (const path of [RENDER_API.quotePdf('abc'), RENDER_API.letter('abc'), RENDER_API.contract('abc')]) {
      expect(findApiFamily(path)?.service).toBe('documents');
      expect(findApiFamily(path)?.read).toBe('LIMITED');
    }
    expect(RENDER_API.quotePdf('a b')).toBe('/api/protocol/a%20b/quote.pdf');
  });

  it('leaves every other path of those families with its owner', () => {
    expect(findApiFamily('/api/protocol/abc')?.service).toBe('protocols');
    expect(findApiFamily('/api/protocol/abc/quote.pdf/x')?.service).toBe('protocols');
    expect(findApiFamily('/api/protocol/abc/quote-pdf')?.service).toBe('protocols');
    expect(findApiFamily('/api/budget/abc/quote.pdf')?.service).toBe('protocols');
    expect(findApiFamily('/api/letter/abc')?.service).toBe('catalog');
    expect(findApiFamily('/api/letter/abc/render/x')?.service).toBe('catalog');
    expect(findApiFamily('/api/contract/pagination')?.service).toBe('catalog');
    expect(API_FAMILIES.letter.write).toBe('ADMINISTRATOR');
  });

  it('counts a render POST as a read (LIMITED may render) and no other POST', () => {
    expect(isReadingPost(RENDER_API.letter('abc'))).toBe(true);
    expect(isReadingPost(RENDER_API.contract('abc'))).toBe(true);
    expect(isReadingPost('/api/letter/abc')).toBe(false);
    expect(isReadingPost(RENDER_API.quotePdf('abc'))).toBe(false);
  });

  it('sends the dossier export (a read) and the contract store (a write) to services/documents', () => {
    const zip = DOSSIER_EXPORT_API.dossierZip('abc');
    const store = DOSSIER_EXPORT_API.contractStore('abc');
    expect(zip).toBe('/api/protocol/abc/dossier.zip');
    for (const path of [zip, store]) {
      expect(findApiFamily(path)?.service).toBe('documents');
      expect(findApiFamily(path)?.write).toBe('NORMAL');
    }
    expect(isReadingPost(store)).toBe(false);
    expect(findApiFamily('/api/protocol/abc/dossier')?.service).toBe('protocols');
    expect(findApiFamily('/api/contract/abc/store/x')?.service).toBe('catalog');
  });
});

describe('official forms', () => {
  it('sends the form templates and the fill of a protocol to services/documents, administrators writing', () => {
    expect(findApiFamily(FORM_TEMPLATE_API.collection)?.service).toBe('documents');
    expect(findApiFamily(FORM_TEMPLATE_API.item('abc'))?.write).toBe('ADMINISTRATOR');
    const fill = findApiFamily(FORM_FILL_API.fill('abc'));
    expect([fill?.service, fill?.write]).toEqual(['documents', 'NORMAL']);
    expect(isReadingPost(FORM_FILL_API.fill('abc'))).toBe(false);
    expect(findApiFamily('/api/protocol/abc/forms')?.service).toBe('protocols');
  });
});

describe("a reading's writes", () => {
  it('resolving a READING_DIFFERS warning is a NORMAL write of protocols that also drops the client caches', () => {
    const family = findApiFamily(CERTIFICATE_READING_API.resolveWarning('abc'));
    expect([family?.service, family?.write, family?.family]).toEqual(['protocols', 'NORMAL', 'certificate']);
    expect(family?.invalidates).toEqual(expect.arrayContaining(['protocol', 'client']));
    expect(findApiFamily('/api/certificate/abc')?.invalidates).not.toContain('client');
    expect(isReadingPost(CERTIFICATE_READING_API.resolveWarning('abc'))).toBe(false);
  });
});
