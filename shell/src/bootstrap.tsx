import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotesFromServer, loadRemoteModule } from './remotes';

const ClientsPlaceholder = lazy(async () => {
  await registerRemotesFromServer();
  const module = await loadRemoteModule<{ default: () => JSX.Element }>('mf_clients/Placeholder');
  if (!module) throw new Error('mf_clients did not load');
  return module;
});

function App() {
  return (
    <main>
      <h1>Linhagem</h1>
      <Suspense fallback={<p>…</p>}>
        <ClientsPlaceholder />
      </Suspense>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
