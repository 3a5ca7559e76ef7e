import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteBoundary } from '@linhagem/ui-kit';
import { loadRemoteModule } from './remoteLoader';
import type { RemoteId } from '../routes/routeTable';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each remote types its own props
type AnyComponent = ComponentType<any>;

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(id: RemoteId): LazyExoticComponent<AnyComponent> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemoteModule<Record<string, unknown>>(id);
      const exportName = id.slice(id.indexOf('/') + 1);
      const found = (module.default ?? module[exportName]) as AnyComponent | undefined;
      if (typeof found !== 'function' && typeof found !== 'object')
        throw new Error(`${id} exposes no component`);
      return { default: found };
    });
    cache.set(id, component);
  }
  return component;
}

export type RemoteModuleProps = {
  id: RemoteId;
  /** Props for the remote component. */
  props?: Record<string, unknown>;
};

/** Loads one exposed module when first rendered; a failure shows the instability banner in its place only. */
export function RemoteModule({ id, props }: RemoteModuleProps) {
  const [, setAttempt] = useState(0);
  const Component = lazyRemote(id);
  return (
    <RemoteBoundary
      resetKey={id}
      onReload={() => {
        cache.delete(id);
        setAttempt((attempt) => attempt + 1);
      }}
    >
      <Component {...props} />
    </RemoteBoundary>
  );
}
