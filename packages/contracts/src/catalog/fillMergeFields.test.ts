import { fillMergeFields } from './fillMergeFields';

describe('fillMergeFields', () => {
  it('fills every merge field and inserts fragments before the fields inside them', () => {
    const html = '<p>{{clientName}} ({{clientCpf}}), {{protocolCode}}</p>{{fragment:SIGN}}';
    expect(
      fillMergeFields(
        html,
        { clientName: 'Ana', clientCpf: '123', protocolCode: '2026/0001', officeName: 'Linhagem' },
        { SIGN: '<p>{{officeName}}</p>' },
      ),
    ).toBe('<p>Ana (123), 2026/0001</p><p>Linhagem</p>');
  });

  it('escapes the values, so a name cannot add markup', () => {
    expect(
      fillMergeFields('<p>{{clientName}}</p>', { clientName: '<img src=x onerror=alert(1)> & "Co"' }),
    ).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;</p>');
  });

  it('empties a known field without value and an unknown fragment, and keeps unknown placeholders', () => {
    expect(fillMergeFields('{{clientEmail}}|{{fragment:NONE}}|{{other}}', { clientEmail: '' })).toBe(
      '||{{other}}',
    );
  });
});
