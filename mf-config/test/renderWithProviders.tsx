import { renderRoutes, type RenderRoutesOptions } from '@linhagem/ui-kit/testing';
import { configRoutes } from '../src/routes';

/** The configuration remote's routes at `path`, as the shell renders them. */
export const renderWithProviders = (options: Omit<RenderRoutesOptions, 'routes'>) =>
  renderRoutes({ ...options, routes: configRoutes });
