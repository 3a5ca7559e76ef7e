const path = require('node:path');
const { federatedConfig } = require('@linhagem/mf-build');

const base = federatedConfig({
  dir: __dirname,
  name: 'shell',
  urlName: 'shell',
  host: true,
  title: 'Linhagem',
});
const primereactDir = path.dirname(require.resolve('primereact/package.json'));

module.exports = (env, argv) => {
  const config = base(env, argv);
  // Theme CSS through an alias: a 'primereact/...' request would be treated as a shared federation module.
  config.resolve.alias = {
    ...config.resolve.alias,
    '@primereact-themes': path.join(primereactDir, 'resources/themes'),
  };
  return config;
};
