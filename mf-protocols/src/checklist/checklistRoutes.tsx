import { useParams, type RouteObject } from 'react-router';
import { CertificateList } from '../certificateList/CertificateList';
import { ChecklistTab } from './ChecklistTab';
import { staffRoute } from '@linhagem/contracts';

/** The Checklist tab as a page of its own, until the protocol detail mounts it as its tab. */
export function ChecklistPage() {
  const { id } = useParams();
  return id ? <ChecklistTab protocolId={id} /> : null;
}

/** The routes of the checklist: the work queue and a protocol's checklist on a page of its own (spec 2). */
export const checklistRoutes: RouteObject[] = [
  { path: staffRoute('certificateList').path, element: <CertificateList /> },
  { path: staffRoute('protocol').path.replace(':tab?', 'checklist'), element: <ChecklistPage /> },
];
