import type { RouteObject } from 'react-router';
import { remoteRoutes } from '@linhagem/ui-kit';
import { BudgetServicesProtocolForm } from './budget/BudgetServicesProtocolForm';
import ContractForm from './documents/ContractForm';
import LetterForm from './documents/LetterForm';
import { ContractList } from './documents/ContractList';
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
import { FormTemplateForm } from './formTemplate/FormTemplateForm';
import { FormTemplateList } from './formTemplate/FormTemplateList';
import { ExportAuditList } from './exportAudit/ExportAuditList';

/** The routes the shell mounts for this remote (spec 2), from the route table; run alone, it mounts them itself. */
export const configRoutes: RouteObject[] = remoteRoutes('mf_config', {
  SystemConfiguration: <SystemConfiguration />,
  UserList: <UserList />,
  UserForm: <UserForm />,
  TypeServiceList: <TypeServiceList />,
  TypeServiceForm: <TypeServiceForm />,
  BudgetServicesProtocolForm: <BudgetServicesProtocolForm />,
  TextFragmentList: <TextFragmentList />,
  TextFragmentForm: <TextFragmentForm />,
  LetterList: <LetterList />,
  LetterForm: <LetterForm />,
  ContractList: <ContractList />,
  ContractForm: <ContractForm />,
  QuickProtocolList: <QuickProtocolList />,
  QuickProtocolForm: <QuickProtocolForm />,
  LoginPageForm: <LoginPageForm />,
  FormTemplateList: <FormTemplateList />,
  FormTemplateForm: <FormTemplateForm />,
  ExportAuditList: <ExportAuditList />,
});
