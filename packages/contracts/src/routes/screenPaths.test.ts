import fs from 'node:fs';
import path from 'node:path';
import { portalPath } from '../protocol/accessCode';
import { LOGIN_PATH, loginPath, staffPath, staffRoute, type StaffScreen } from './screenPaths';
import { PUBLIC_PAGE_PREFIX, STAFF_ROUTES } from './staffRoutes';

describe('screen addresses from the route table', () => {
  it('fills the segments, leaves out a missing optional one, and adds the query', () => {
    expect(staffPath('protocol', { id: 'abc', tab: 'checklist' })).toBe('/protocol/abc/checklist');
    expect(staffPath('protocol', { id: 'abc' })).toBe('/protocol/abc');
    expect(staffPath('client')).toBe('/client');
    expect(staffPath('client', { id: 'new' })).toBe('/client/new');
    expect(staffPath('protocolForm', {}, { budget: true })).toBe('/protocol/form?budget=true');
    expect(staffPath('protocolForm', {}, { budget: false })).toBe('/protocol/form');
    expect(staffPath('clientList', {}, { name: 'Ana Sá & filhos' })).toBe(
      '/client/list?name=Ana%20S%C3%A1%20%26%20filhos',
    );
    expect(staffPath('protocol', { id: 'a b', tab: 'checklist' }, { person: 'p/1' })).toBe(
      '/protocol/a%20b/checklist?person=p%2F1',
    );
  });

  it('spells a missing required segment as a template literal did, never throwing in a render', () => {
    expect(staffPath('protocol', { tab: 'general' })).toBe('/protocol/undefined/general');
  });

  it('names every route of the table once', () => {
    const screens: StaffScreen[] = STAFF_ROUTES.map((route) =>
      (
        [
          'dashboard',
          'account',
          'clientList',
          'client',
          'protocolList',
          'budgetList',
          'certificateList',
          'protocolForm',
          'protocol',
          'systemConfiguration',
          'userList',
          'user',
          'typeServiceList',
          'typeService',
          'budgetServicesProtocol',
          'textFragmentList',
          'textFragment',
          'quickProtocolList',
          'quickProtocol',
          'letterList',
          'letter',
          'contractList',
          'contract',
          'loginPage',
          'formTemplateList',
          'formTemplate',
          'consularQueue',
          'exportAudit',
        ] as const
      ).find((screen) => staffRoute(screen) === route)!,
    );
    expect(screens.every(Boolean)).toBe(true);
    expect(new Set(screens).size).toBe(STAFF_ROUTES.length);
  });

  it('builds the sign-in and portal addresses', () => {
    expect(loginPath('/client/1?tab=x')).toBe(`${LOGIN_PATH}?redirect=%2Fclient%2F1%3Ftab%3Dx`);
    expect(loginPath()).toBe(LOGIN_PATH);
    expect(portalPath('p1', 'status')).toBe(`${PUBLIC_PAGE_PREFIX}/p1/status`);
    expect(portalPath('p1')).toBe(`${PUBLIC_PAGE_PREFIX}/p1`);
  });

  it("is what the lint rule against literal addresses knows: every route's first segment", () => {
    const config = fs.readFileSync(path.resolve(__dirname, '../../../../eslint.config.mjs'), 'utf8');
    const known = /const SCREEN_ADDRESS =\s*'\/\^\\\\\/\(([^)]*)\)/.exec(config)![1].split('|');
    const first = (address: string) => address.split('/')[1];
    const needed = [
      ...STAFF_ROUTES.map((route) => first(route.path)),
      first(LOGIN_PATH),
      first(PUBLIC_PAGE_PREFIX),
    ];
    expect(needed.filter((segment) => !known.includes(segment))).toEqual([]);
  });
});
