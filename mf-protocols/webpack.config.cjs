const { federatedConfig } = require('@linhagem/mf-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_protocols',
  urlName: 'mf-protocols',
  title: 'Linhagem · Protocols',
  exposes: {
    './ChecklistTab': './src/checklist/ChecklistTab.tsx',
    './CertificateList': './src/certificateList/CertificateList.tsx',
    './ProtocolList': './src/list/ProtocolList.tsx',
    './BudgetList': './src/list/BudgetList.tsx',
    './ProtocolForm': './src/form/ProtocolForm.tsx',
    './ProtocolDetail': './src/detail/ProtocolDetail.tsx',
    './ConsularQueueList': './src/clock/ConsularQueueList.tsx',
  },
});
