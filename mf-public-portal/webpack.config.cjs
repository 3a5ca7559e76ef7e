const { federatedConfig } = require('@linhagem/mf-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf_public_portal',
  urlName: 'mf-public-portal',
  title: 'Linhagem · Public portal',
  exposes: { './Placeholder': './src/Placeholder.tsx' },
});
