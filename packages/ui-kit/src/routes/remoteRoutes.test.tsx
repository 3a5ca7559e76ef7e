import { remoteRoutes } from './remoteRoutes';

it("mounts each of the remote's staff routes with the screen its module names", () => {
  const routes = remoteRoutes('mf_clients', { ClientList: <p>list</p>, ClientForm: <p>form</p> });
  expect(routes.map(({ path, element }) => [path, element])).toEqual([
    ['/client/list', <p>list</p>],
    ['/client/:id?/:tab?', <p>form</p>],
  ]);
});

it('refuses a route table entry the remote has no screen for', () => {
  expect(() => remoteRoutes('mf_clients', { ClientList: <p>list</p> })).toThrow(
    'mf_clients draws /client/:id?/:tab? with ClientForm, which it does not list',
  );
});
