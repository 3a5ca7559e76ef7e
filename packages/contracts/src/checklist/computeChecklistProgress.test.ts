import {
  averageProgress,
  certificateProgress,
  computeChecklistProgress,
  progressColor,
  type ProgressFields,
} from './computeChecklistProgress';

const birth: ProgressFields = {
  typeOfCertificate: 'BIRTH',
  typeOfDocument: 'NORMAL',
  statusDocument: 'IN_OFFICE',
  statusTranslate: 'PENDING',
  price: 5000,
  translatePrice: 3000,
};

describe('certificateProgress (spec 5)', () => {
  it.each<[string, ProgressFields, number]>([
    ['nothing filled: 0 of 6 (translatePrice counts while translation may be needed)', {}, 0],
    ['only the type: 1 of 6, rounded to 2 decimals', { typeOfCertificate: 'BIRTH' }, 16.67],
    ['the five always required fields and the translation price', birth, 100],
    ['price missing: 5 of 6', { ...birth, price: null }, 83.33],
    ['a price of 0,00 counts as empty', { ...birth, price: 0 }, 83.33],
    ['a translation price of 0,00 counts as empty', { ...birth, translatePrice: 0 }, 83.33],
    ['four of six: 66.67', { ...birth, price: 0, translatePrice: null }, 66.67],
    ['empty text counts as empty', { ...birth, typeOfDocument: '' as never }, 83.33],
    [
      'translation NOT_NECESSARY: the translation price is not required',
      { ...birth, statusTranslate: 'NOT_NECESSARY', translatePrice: null },
      100,
    ],
    [
      'translation NOT_NECESSARY: 4 of 5 when the price is 0,00',
      { ...birth, statusTranslate: 'NOT_NECESSARY', price: 0 },
      80,
    ],
    [
      'IDENTIFICATION requires the person name in the document: 6 of 7',
      { ...birth, typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'RG' },
      85.71,
    ],
    [
      'IDENTIFICATION with only spaces as the name: still 6 of 7',
      { ...birth, typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'RG', personNameInDocument: '  ' },
      85.71,
    ],
    [
      'IDENTIFICATION with the name',
      {
        ...birth,
        typeOfCertificate: 'IDENTIFICATION',
        typeOfDocument: 'PASSPORT',
        personNameInDocument: 'Ana',
      },
      100,
    ],
    [
      'a CIVIL wedding requires the date: 6 of 7',
      { ...birth, typeOfCertificate: 'WEDDING', typeOfDocument: 'CIVIL' },
      85.71,
    ],
    [
      'a RELIGIOUS wedding with its date',
      { ...birth, typeOfCertificate: 'WEDDING', typeOfDocument: 'RELIGIOUS', date: '1921-05-02' },
      100,
    ],
    [
      'a wedding of another document type does not require the date',
      { ...birth, typeOfCertificate: 'WEDDING', typeOfDocument: 'STABLE_UNION' },
      100,
    ],
    ['a CIVIL document of a birth does not require the date', { ...birth, typeOfDocument: 'CIVIL' }, 100],
    [
      'ADDRESS_PROOF_* documents require the reference name and the address: 6 of 8',
      { ...birth, typeOfCertificate: 'ADDRESS_PROOF', typeOfDocument: 'ADDRESS_PROOF_FATHER' },
      75,
    ],
    [
      'ADDRESS_PROOF_MOTHER with the address only: 7 of 8',
      {
        ...birth,
        typeOfCertificate: 'ADDRESS_PROOF',
        typeOfDocument: 'ADDRESS_PROOF_MOTHER',
        address: 'Rua A, 1',
      },
      87.5,
    ],
    [
      'ADDRESS_PROOF_OWN complete',
      {
        ...birth,
        typeOfCertificate: 'ADDRESS_PROOF',
        typeOfDocument: 'ADDRESS_PROOF_OWN',
        address: 'Rua A, 1',
        addressReferenceName: 'Ana',
      },
      100,
    ],
    [
      'the rules add up: IDENTIFICATION with an ADDRESS_PROOF_* document and NOT_NECESSARY, 1 of 8',
      {
        typeOfCertificate: 'IDENTIFICATION',
        typeOfDocument: 'ADDRESS_PROOF_WIFE',
        statusTranslate: 'NOT_NECESSARY',
      },
      37.5,
    ],
    ['a REFERENCE with nothing', { typeOfCertificate: 'REFERENCE' }, 0],
    [
      'a REFERENCE scores 50 for the reference person',
      { typeOfCertificate: 'REFERENCE', processReferencePerson: 'João' },
      50,
    ],
    [
      'a REFERENCE scores 50 for the document type',
      { typeOfCertificate: 'REFERENCE', typeOfDocument: 'NORMAL' },
      50,
    ],
    [
      'a REFERENCE with both is complete, whatever the prices and statuses',
      { typeOfCertificate: 'REFERENCE', typeOfDocument: 'NORMAL', processReferencePerson: 'João', price: 0 },
      100,
    ],
  ])('%s → %d', (_rule, certificate, expected) => {
    expect(certificateProgress(certificate)).toBe(expected);
  });
});

describe('averageProgress', () => {
  it.each<[string, number[], number]>([
    ['none: 0', [], 0],
    ['one', [83.33], 83.33],
    ['the mean', [100, 50], 75],
    ['the mean rounded to 2 decimals', [100, 83.33, 0], 61.11],
    ['no binary noise', [33.33, 33.33, 33.34], 33.33],
  ])('%s', (_rule, progresses, expected) => {
    expect(averageProgress(progresses)).toBe(expected);
  });
});

describe('progressColor (spec 4, thresholds of spec 9)', () => {
  it.each([
    [0, 'RED'],
    [19.99, 'RED'],
    [20, 'YELLOW'],
    [59.99, 'YELLOW'],
    [60, 'TEAL'],
    [79.99, 'TEAL'],
    [80, 'GREEN'],
    [99.99, 'GREEN'],
    [100, 'DARK_GREEN'],
  ])('%d → %s', (progress, color) => {
    expect(progressColor(progress)).toBe(color);
  });
});

describe('computeChecklistProgress', () => {
  it('gives every certificate, every person and the root its progress and colour', () => {
    const tree = computeChecklistProgress([
      {
        id: 'immigrant',
        certificates: [birth, { ...birth, price: 0, translatePrice: 0, statusTranslate: null }],
        children: [
          { id: 'son', certificates: [{}], children: [{ id: 'grandson', certificates: [], children: [] }] },
        ],
      },
    ]);
    const [immigrant] = tree.persons;
    expect(immigrant.certificates.map((c) => [c.progress, c.color])).toEqual([
      [100, 'DARK_GREEN'],
      [50, 'YELLOW'],
    ]);
    expect([immigrant.id, immigrant.progress, immigrant.color]).toEqual(['immigrant', 75, 'TEAL']);
    const [son] = immigrant.children;
    expect([son.progress, son.color]).toEqual([0, 'RED']);
    expect([son.children[0].id, son.children[0].progress]).toEqual(['grandson', 0]);
    // the root averages the three certificates, not the persons ((100 + 50 + 0) / 3, not (75 + 0 + 0) / 3)
    expect([tree.progress, tree.color]).toEqual([50, 'YELLOW']);
  });

  it('answers 0 and red for a checklist without certificates', () => {
    expect(computeChecklistProgress([])).toEqual({ progress: 0, color: 'RED', persons: [] });
  });
});
