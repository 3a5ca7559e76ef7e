import {
  DEFAULT_DOSSIER_FRESHNESS,
  addMonthsIso,
  applicantCategory,
  certificateRulesFor,
  dossierFreshnessSchema,
  certificateExpiry,
  expiringIssueCutoff,
  addDaysIso,
  expiresOn,
  freshnessMonthsFor,
  generateChecklistBodySchema,
  governmentFee,
  governmentFeeFor,
  isExpiringSoon,
} from '.';

describe('destination routes', () => {
  it('asks Italy for an apostilled translation with its own apostille, and Portugal for no translation', () => {
    const italianBirth = certificateRulesFor('IT_CONSULATE', 'APPLICANT', {
      married: false,
      deceased: false,
    });
    expect(italianBirth.find((rule) => rule.typeOfCertificate === 'BIRTH')).toMatchObject({
      apostille: true,
      translation: true,
      translationApostille: true,
    });
    const portugueseBirth = certificateRulesFor('PT', 'APPLICANT', { married: false, deceased: false });
    expect(portugueseBirth.find((rule) => rule.typeOfCertificate === 'BIRTH')).toMatchObject({
      apostille: true,
      translation: false,
    });
  });

  it('adds marriage and death records only for a person who married or died', () => {
    const types = (married: boolean, deceased: boolean) =>
      certificateRulesFor('IT_COMUNE', 'ASCENDANT', { married, deceased }).map((r) => r.typeOfCertificate);
    expect(types(false, false)).toEqual(['BIRTH']);
    expect(types(true, true)).toEqual(['BIRTH', 'WEDDING', 'DEATH']);
  });

  it('gives the Italian immigrant a CNN per spelling and an untranslated comune birth extract', () => {
    const rules = certificateRulesFor('IT_CONSULATE', 'IMMIGRANT', { married: false, deceased: false });
    expect(rules.find((r) => r.typeOfCertificate === 'CNN')).toMatchObject({ perSpelling: true });
    expect(rules.find((r) => r.typeOfCertificate === 'BIRTH')).toMatchObject({ translation: false });
  });
});

describe('applicants', () => {
  it('files adults as applicants, seventeen-year-olds as almost 18 and younger ones as under age', () => {
    expect(applicantCategory('2000-05-10', '2026-11-23')).toBe('APPLICANT');
    expect(applicantCategory('2008-11-23', '2026-11-23')).toBe('APPLICANT');
    expect(applicantCategory('2008-11-24', '2026-11-23')).toBe('ALMOST_18');
    expect(applicantCategory('2009-11-23', '2026-11-23')).toBe('ALMOST_18');
    expect(applicantCategory('2009-11-24', '2026-11-23')).toBe('UNDER_AGE');
    expect(applicantCategory(null, '2026-11-23')).toBe('APPLICANT');
  });

  it('charges the government fee per adult, minors zero', () => {
    expect(
      governmentFee(
        'IT_CONSULATE',
        [{ birthDay: '1980-01-01' }, { birthDay: '1985-01-01' }, { birthDay: '2015-01-01' }],
        '2026-11-23',
      ),
    ).toEqual({ currency: 'EUR', perAdultCents: 60000, adults: 2, minors: 1, totalCents: 120000 });
  });

  it("charges the same fee from the checklist's categories; the immigrant and ascendants do not apply", () => {
    expect(
      governmentFeeFor('PT', ['IMMIGRANT', 'ASCENDANT', 'APPLICANT', 'ALMOST_18', 'UNDER_AGE', 'APPLICANT']),
    ).toEqual({ currency: 'EUR', perAdultCents: 25000, adults: 2, minors: 2, totalCents: 50000 });
  });

  it('refuses the immigrant among the applicants', () => {
    const id = 'a'.repeat(24);
    expect(
      generateChecklistBodySchema.safeParse({ applicants: [id], immigrant: id, route: 'PT' }).success,
    ).toBe(false);
  });
});

describe('freshness', () => {
  it('applies the comune 6 months to every certificate and Portugal 6 months only to a minor birth', () => {
    const freshness = dossierFreshnessSchema.parse({});
    expect(freshness).toEqual(DEFAULT_DOSSIER_FRESHNESS);
    expect(
      freshnessMonthsFor(freshness, 'IT_COMUNE', { typeOfCertificate: 'DEATH', category: 'ASCENDANT' }),
    ).toBe(6);
    expect(
      freshnessMonthsFor(freshness, 'IT_CONSULATE', { typeOfCertificate: 'BIRTH', category: 'APPLICANT' }),
    ).toBeNull();
    expect(freshnessMonthsFor(freshness, 'PT', { typeOfCertificate: 'BIRTH', category: 'UNDER_AGE' })).toBe(
      6,
    );
    expect(
      freshnessMonthsFor(freshness, 'PT', { typeOfCertificate: 'BIRTH', category: 'APPLICANT' }),
    ).toBeNull();
  });

  it('counts months to the same day, clamped to the month end, and flags 30 days ahead', () => {
    expect(addMonthsIso('2026-08-31', 6)).toBe('2027-02-28');
    expect(expiresOn('2026-05-10', 6)).toBe('2026-11-10');
    expect(expiresOn(null, 6)).toBeNull();
    expect(expiresOn('2026-05-10', null)).toBeNull();
    expect(isExpiringSoon('2026-12-23', '2026-11-23')).toBe(true);
    expect(isExpiringSoon('2026-12-24', '2026-11-23')).toBe(false);
    expect(isExpiringSoon('2026-11-01', '2026-11-23')).toBe(true);
    expect(isExpiringSoon(null, '2026-11-23')).toBe(false);
  });

  it('gives a certificate its expiry from the route, and none without a route or when not needed', () => {
    const freshness = dossierFreshnessSchema.parse({});
    const birth = { typeOfCertificate: 'BIRTH' as const, statusDocument: 'PENDING', issueDate: '2026-06-10' };
    expect(certificateExpiry(birth, 'ASCENDANT', 'IT_COMUNE', freshness, '2026-11-23')).toEqual({
      expiresOn: '2026-12-10',
      expiringSoon: true,
    });
    expect(certificateExpiry(birth, 'UNDER_AGE', 'PT', freshness, '2026-11-23')).toEqual({
      expiresOn: '2026-12-10',
      expiringSoon: true,
    });
    expect(certificateExpiry(birth, 'APPLICANT', 'PT', freshness, '2026-11-23').expiresOn).toBeNull();
    expect(certificateExpiry(birth, 'ASCENDANT', null, freshness, '2026-11-23').expiresOn).toBeNull();
    expect(
      certificateExpiry(
        { ...birth, statusDocument: 'NOT_NECESSARY' },
        'ASCENDANT',
        'IT_COMUNE',
        freshness,
        '2026-11-23',
      ),
    ).toEqual({ expiresOn: null, expiringSoon: false });
    expect(
      certificateExpiry(
        { ...birth, issueDate: '2026-07-01' },
        'ASCENDANT',
        'IT_COMUNE',
        freshness,
        '2026-11-23',
      ),
    ).toEqual({ expiresOn: '2027-01-01', expiringSoon: false });
  });

  it('finds the last issue date that is flagged, so a database filter agrees with isExpiringSoon', () => {
    for (const today of ['2026-11-23', '2026-01-29', '2026-07-31', '2027-02-01', '2028-01-30'])
      for (const months of [1, 6, 12]) {
        const cutoff = expiringIssueCutoff(months, today);
        expect(isExpiringSoon(expiresOn(cutoff, months), today)).toBe(true);
        expect(isExpiringSoon(expiresOn(addDaysIso(cutoff, 1), months), today)).toBe(false);
      }
    expect(expiringIssueCutoff(6, '2026-11-23')).toBe('2026-06-23');
  });
});
