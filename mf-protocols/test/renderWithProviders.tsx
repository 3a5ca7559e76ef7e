import { renderRoutes, type RenderRoutesOptions } from '@linhagem/ui-kit/testing';

/** Routes at `path` as the shell renders them, for a signed-in NORMAL user unless `level` says otherwise. */
export const renderWithProviders = ({ level = 'NORMAL', ...options }: RenderRoutesOptions) =>
  renderRoutes({ level, ...options });
