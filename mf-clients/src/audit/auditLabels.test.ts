import { createI18n } from '@linhagem/i18n';
import { auditFieldLabel, auditValue } from './auditLabels';

describe('audit labels', () => {
  it('names audited fields as the form does, in both languages', async () => {
    const en = (await createI18n('en-US')).getFixedT('en-US', 'clients');
    const pt = (await createI18n('pt-BR')).getFixedT('pt-BR', 'clients');
    expect(auditFieldLabel(en, 'gender')).toBe('Gender');
    expect(auditFieldLabel(en, 'address.city')).toBe('Address · City');
    expect(auditFieldLabel(pt, 'address.city')).toBe('Endereço · Cidade');
    expect(auditFieldLabel(en, 'wedding.current')).toBe('Current marriage');
    expect(auditFieldLabel(en, 'birthPlace.city')).toBe('Birth city');
    expect(auditFieldLabel(pt, 'birthPlace.foreignState')).toBe('Estado de nascimento');
    expect(auditFieldLabel(en, 'address.foreignState')).toBe('Address · State / province');
    expect(auditFieldLabel(en, 'somethingElse.x')).toBe('somethingElse.x');
  });

  it('shows values in words', async () => {
    const pt = (await createI18n('pt-BR')).getFixedT('pt-BR', 'clients');
    expect(auditValue(pt, 'gender', 'FEMININE')).toBe('Feminino');
    expect(auditValue(pt, 'maritalStatus', 'STABLE_UNION')).toBe('União estável');
    expect(auditValue(pt, 'gender', 'UNKNOWN')).toBe('UNKNOWN');
    expect(auditValue(pt, 'wedding.current', true)).toBe('Sim');
    expect(auditValue(pt, 'tags', ['italiana', 'vip'])).toBe('italiana, vip');
    expect(auditValue(pt, 'address.city', null)).toBe('—');
    expect(auditValue(pt, 'address.city', 'Santos')).toBe('Santos');
  });
});
