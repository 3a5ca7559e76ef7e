import type { RouteObject } from 'react-router';
import { BudgetServicesProtocolForm } from './budget/BudgetServicesProtocolForm';
import { ContractForm } from './documents/ContractForm';
import { ContractList } from './documents/ContractList';
import { LetterForm } from './documents/LetterForm';
import { LetterList } from './documents/LetterList';
import { LoginPageForm } from './loginPage/LoginPageForm';
import { TextFragmentForm } from './documents/TextFragmentForm';
import { TextFragmentList } from './documents/TextFragmentList';
import { QuickProtocolForm } from './quickProtocol/QuickProtocolForm';
import { QuickProtocolList } from './quickProtocol/QuickProtocolList';
import { SystemConfiguration } from './SystemConfiguration';
import { TypeServiceForm } from './typeService/TypeServiceForm';
import { TypeServiceList } from './typeService/TypeServiceList';
import { UserForm } from './user/UserForm';
import { UserList } from './user/UserList';

/** The routes the shell mounts for this remote (spec 2). */
export const configRoutes: RouteObject[] = [
  { path: '/system-configuration', element: <SystemConfiguration /> },
  { path: '/user/list', element: <UserList /> },
  { path: '/user/:id?', element: <UserForm /> },
  { path: '/type-service/list', element: <TypeServiceList /> },
  { path: '/type-service/:id?', element: <TypeServiceForm /> },
  { path: '/budget-services-protocol', element: <BudgetServicesProtocolForm /> },
  { path: '/text-fragment/list', element: <TextFragmentList /> },
  { path: '/text-fragment/:id?', element: <TextFragmentForm /> },
  { path: '/letter/list', element: <LetterList /> },
  { path: '/letter/:id?', element: <LetterForm /> },
  { path: '/contract/list', element: <ContractList /> },
  { path: '/contract/:id?', element: <ContractForm /> },
  { path: '/quick-protocol-create/list', element: <QuickProtocolList /> },
  { path: '/quick-protocol-create/:id?', element: <QuickProtocolForm /> },
  { path: '/login-page-configuration', element: <LoginPageForm /> },
];
