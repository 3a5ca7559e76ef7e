const { federatedConfig } = require('@linhagem/mf-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_config',
  urlName: 'mf-config',
  title: 'Linhagem · Configuration',
  exposes: {
    './Placeholder': './src/Placeholder.tsx',
    './SystemConfiguration': './src/SystemConfiguration.tsx',
    './TypeServiceList': './src/typeService/TypeServiceList.tsx',
    './TypeServiceForm': './src/typeService/TypeServiceForm.tsx',
    './UserList': './src/user/UserList.tsx',
    './UserForm': './src/user/UserForm.tsx',
  },
});
