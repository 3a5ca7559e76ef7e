import { fillMergeFields } from '../catalog/fillMergeFields';
import { MERGE_FIELDS, findUnknownMergeFields, isMergeField } from './mergeFieldCatalogue';

describe('the merge-field catalogue', () => {
  it('knows the office, protocol, client, main client, clients, services, totals and dates', () => {
    for (const field of [
      'officeName',
      'officeCnpj',
      'protocolCode',
      'familyName',
      'clientName',
      'mainClientName',
      'clientNames',
      'servicesTable',
      'totalAmount',
      'today',
      'todayInWords',
    ])
      expect(MERGE_FIELDS).toContain(field);
    expect(isMergeField('toString')).toBe(false);
  });

  it('finds each unknown placeholder once, and accepts fields and fragments', () => {
    const html = '<p>{{clientName}} {{fragment:PAY_1}} {{nome}} {{ clientName }} {{nome}} {{}}</p>';
    expect(findUnknownMergeFields(html)).toEqual(['nome', ' clientName ', '']);
    expect(findUnknownMergeFields('<p>{{officeCnpj}} {{todayInWords}}</p>')).toEqual([]);
  });

  it('fills markup fields as they are and escapes text fields', () => {
    expect(
      fillMergeFields('{{servicesTable}}|{{clientName}}', {
        servicesTable: '<table><tr><td>A</td></tr></table>',
        clientName: '<b>Ana</b>',
      }),
    ).toBe('<table><tr><td>A</td></tr></table>|&lt;b&gt;Ana&lt;/b&gt;');
  });
});
