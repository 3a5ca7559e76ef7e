const { federatedConfig } = require('@linhagem/mf-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_config',
  urlName: 'mf-config',
  title: 'Linhagem · Configuration',
  exposes: { './Placeholder': './src/Placeholder.tsx' },
});
