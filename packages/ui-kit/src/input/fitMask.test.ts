import { caretAfterSlots, fitMask, slotsBefore } from './fitMask';

const MASKS = { cpf: '999.999.999-99', date: '99/99/9999', zipCode: '99999-999', phone: '(99) 9999-9999' };
const RG = { SP: '99.999.999-*', EIGHT: '99.999.999' };

describe('fitMask', () => {
  it('formats what is typed and writes literals only up to the last character', () => {
    expect(fitMask(MASKS.cpf, '52998')).toBe('529.98');
    expect(fitMask(MASKS.cpf, '529.')).toBe('529');
    expect(fitMask(MASKS.cpf, '52998224725')).toBe('529.982.247-25');
    expect(fitMask(MASKS.date, '14031962')).toBe('14/03/1962');
    expect(fitMask(MASKS.phone, '1')).toBe('(1');
    expect(fitMask(MASKS.phone, '(')).toBe('');
  });

  it('drops characters that fit no slot and what goes past the mask', () => {
    expect(fitMask(MASKS.zipCode, '01a310-100 99')).toBe('01310-100');
    expect(fitMask(RG.SP, '12345678x')).toBe('12.345.678-X');
    expect(fitMask(RG.EIGHT, '1234567X8')).toBe('12.345.678');
  });

  it('keeps the caret after the same typed character once formatted', () => {
    // "529.9|8" with a 1 typed after the 9 becomes "529.918" → "529.918" caret after the 5th slot
    const typed = '529.918';
    expect(caretAfterSlots(fitMask(MASKS.cpf, typed), slotsBefore(typed, 6))).toBe(6);
    expect(caretAfterSlots('529.982.247-25', 4)).toBe(5);
    expect(caretAfterSlots('529', 0)).toBe(0);
  });
});
