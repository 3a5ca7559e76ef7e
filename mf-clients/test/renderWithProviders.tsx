import { renderRoutes, type RenderRoutesOptions } from '@linhagem/ui-kit/testing';
import { clientRoutes } from '../src/routes';

/** The clients remote's routes at `path`, as the shell renders them. */
export const renderWithProviders = (options: Omit<RenderRoutesOptions, 'routes'>) =>
  renderRoutes({ ...options, routes: clientRoutes });
