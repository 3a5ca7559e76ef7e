const { federatedConfig } = require('@linhagem/mf-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_config',
  urlName: 'mf-config',
  title: 'Linhagem · Configuration',
  exposes: {
    './SystemConfiguration': './src/SystemConfiguration.tsx',
    './TypeServiceList': './src/typeService/TypeServiceList.tsx',
    './TypeServiceForm': './src/typeService/TypeServiceForm.tsx',
    './UserList': './src/user/UserList.tsx',
    './UserForm': './src/user/UserForm.tsx',
    './BudgetServicesProtocolForm': './src/budget/BudgetServicesProtocolForm.tsx',
    './TextFragmentList': './src/documents/TextFragmentList.tsx',
    './TextFragmentForm': './src/documents/TextFragmentForm.tsx',
    './LetterList': './src/documents/LetterList.tsx',
    './LetterForm': './src/documents/LetterForm.tsx',
    './ContractList': './src/documents/ContractList.tsx',
    './ContractForm': './src/documents/ContractForm.tsx',
    './QuickProtocolList': './src/quickProtocol/QuickProtocolList.tsx',
    './QuickProtocolForm': './src/quickProtocol/QuickProtocolForm.tsx',
    './LoginPageForm': './src/loginPage/LoginPageForm.tsx',
    './FormTemplateList': './src/formTemplate/FormTemplateList.tsx',
    './FormTemplateForm': './src/formTemplate/FormTemplateForm.tsx',
    './ExportAuditList': './src/exportAudit/ExportAuditList.tsx',
  },
});
