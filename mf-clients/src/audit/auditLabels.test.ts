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

  it('shows documents and phones formatted, dates with four-digit years, states and links by name', async () => {
    const pt = (await createI18n('pt-BR')).getFixedT('pt-BR', 'clients');
    const mother = '6b02f9aaaaaaaaaaaaaaaaaa';
    expect(auditValue(pt, 'cpf', '52998224725')).toBe('529.982.247-25');
    expect(auditValue(pt, 'cellPhoneNumber', '11987654321')).toBe('(11) 98765-4321');
    expect(auditValue(pt, 'phoneNumber', '+390437123456')).toBe('+39 0437 123456');
    expect(auditValue(pt, 'phoneNumber', '551134567890')).toBe('+55 11 3456 7890');
    expect(auditValue(pt, 'birthDay', '1878-03-19', { language: 'pt-BR' })).toBe('19/03/1878');
    expect(auditValue(pt, 'address.state', 'SP')).toBe('São Paulo (SP)');
    expect(auditValue(pt, 'mother', mother, { names: { [mother]: 'Maria Araújo' } })).toBe('Maria Araújo');
  });
});
