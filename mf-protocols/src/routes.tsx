import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { STAFF_ROUTES } from '@linhagem/contracts';
import { ProtocolList } from './list/ProtocolList';
import { BudgetList } from './list/BudgetList';
import { ProtocolForm } from './form/ProtocolForm';
import { ProtocolDetail } from './detail/ProtocolDetail';
import { CertificateList } from './certificateList/CertificateList';

/** This remote's screens, by their exposed name in the route table of `@linhagem/contracts`. */
const SCREENS: Record<string, ReactElement> = {
  ProtocolList: <ProtocolList />,
  BudgetList: <BudgetList />,
  ProtocolForm: <ProtocolForm />,
  ProtocolDetail: <ProtocolDetail />,
  CertificateList: <CertificateList />,
};

/** The routes the shell mounts for this remote (spec 2), from the route table; run alone, it mounts them itself. */
export const protocolRoutes: RouteObject[] = STAFF_ROUTES.filter(
  (route) => route.remote === 'mf_protocols',
).map(({ path, module }) => ({ path, element: SCREENS[module] }));
