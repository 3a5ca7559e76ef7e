import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createRemoteLoader, type FederationRuntime, type RemoteManifest } from './remoteLoader';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REMOTES: RemoteManifest[] = [
  { name: 'mf_clients', entry: 'http://clients.test/remoteEntry.js' },
  { name: 'mf_protocols', entry: 'http://protocols.test/remoteEntry.js' },
];

function fakeRuntime(modules: Record<string, unknown>) {
  const registered: Array<{ remotes: RemoteManifest[]; options?: { force?: boolean } }> = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => void registered.push({ remotes, options }),
    loadRemote: <T>(id: string) => Promise.resolve(modules[id] as T | undefined),
  };
  return { runtime, registered };
}

describe('remote loader', () => {
  it('registers the listed remotes once, only those named, and loads an exposed module', async () => {
    let asked = 0;
    server.use(
      http.get('*/mf-remotes.json', () => {
        asked += 1;
        return HttpResponse.json({ remotes: REMOTES });
      }),
    );
    const search = { ClientSearch: () => null };
    const { runtime, registered } = fakeRuntime({ 'mf_clients/ClientSearch': search });
    const loader = createRemoteLoader(runtime, { names: ['mf_clients'] });
    await expect(loader.load('mf_clients/ClientSearch')).resolves.toBe(search);
    await expect(loader.load('mf_clients/ClientSearch')).resolves.toBe(search);
    expect(asked).toBe(1);
    expect(registered).toEqual([{ remotes: [REMOTES[0]], options: undefined }]);
  });

  it('registers every remote with force when asked, tries the list again after a failure, and refuses a missing module', async () => {
    let status = 503;
    server.use(
      http.get('*/mf-remotes.json', () =>
        status === 200 ? HttpResponse.json({ remotes: REMOTES }) : new HttpResponse(null, { status }),
      ),
    );
    const { runtime, registered } = fakeRuntime({});
    const loader = createRemoteLoader(runtime, { force: true });
    await expect(loader.register()).rejects.toThrow('mf-remotes.json answered 503');
    status = 200;
    await expect(loader.register()).resolves.toEqual(REMOTES);
    expect(registered).toEqual([{ remotes: REMOTES, options: { force: true } }]);
    await expect(loader.load('mf_protocols/ProtocolList')).rejects.toThrow(
      'mf_protocols/ProtocolList did not load',
    );
  });
});
