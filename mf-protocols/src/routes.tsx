import type { RouteObject } from 'react-router';
import { remoteRoutes } from '@linhagem/ui-kit';
import { ProtocolList } from './list/ProtocolList';
import { BudgetList } from './list/BudgetList';
import { ProtocolForm } from './form/ProtocolForm';
import { ProtocolDetail } from './detail/ProtocolDetail';
import { CertificateList } from './certificateList/CertificateList';
import { ConsularQueueList } from './clock/ConsularQueueList';

/** The routes the shell mounts for this remote (spec 2), from the route table; run alone, it mounts them itself. */
export const protocolRoutes: RouteObject[] = remoteRoutes('mf_protocols', {
  ProtocolList: <ProtocolList />,
  BudgetList: <BudgetList />,
  ProtocolForm: <ProtocolForm />,
  ProtocolDetail: <ProtocolDetail />,
  CertificateList: <CertificateList />,
  ConsularQueueList: <ConsularQueueList />,
});
