import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps a path of this site, the login page configuration included', () => {
    expect(safeRedirect('/client/1?tab=general')).toBe('/client/1?tab=general');
    expect(safeRedirect('/login-page-configuration')).toBe('/login-page-configuration');
    expect(safeRedirect('/errors-report')).toBe('/errors-report');
  });

  it('refuses other sites, and the login and error pages themselves', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example', 'client/1', '', null])
      expect(safeRedirect(target)).toBeUndefined();
    for (const target of ['/login', '/login?redirect=%2Fx', '/login/', '/error', '/error#x'])
      expect(safeRedirect(target)).toBeUndefined();
  });
});
