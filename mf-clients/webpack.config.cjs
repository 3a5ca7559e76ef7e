const { federatedConfig } = require('@linhagem/mf-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_clients',
  urlName: 'mf-clients',
  title: 'Linhagem · Clients',
  exposes: {
    './ClientList': './src/list/ClientList.tsx',
    './ClientForm': './src/form/ClientForm.tsx',
    './ClientSearch': './src/search/ClientSearch.tsx',
  },
});
