import { portugal2025Amendment } from './portugal2025Amendment';
import { caseRuleSays, child, immigrant } from '../../../test/ruleLine';

const line = [immigrant(), child()];

describe("Portugal's pending 2025 amendment", () => {
  it('is previewed on a Portuguese case only when asked, never as law', () => {
    const previewed = caseRuleSays(portugal2025Amendment, line, { route: 'PT', previewPending: true });
    expect(previewed.length).toBeGreaterThan(0);
    expect(previewed.every((w) => w.code === 'PORTUGAL_2025_AMENDMENT' && w.preview)).toBe(true);
    expect(caseRuleSays(portugal2025Amendment, line, { route: 'PT' })).toEqual([]);
    expect(caseRuleSays(portugal2025Amendment, line, { previewPending: true })).toEqual([]);
  });
});
