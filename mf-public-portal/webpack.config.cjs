const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { federatedConfig } = require('@linhagem/mf-build');

const federated = federatedConfig({
  dir: __dirname,
  name: 'mf_public_portal',
  urlName: 'mf-public-portal',
  title: 'Linhagem · Portal',
  exposes: {
    './PublicClientPage': './src/client/PublicClientPage.tsx',
    './PublicStatusPage': './src/status/PublicStatusPage.tsx',
    './PublicDocumentsPage': './src/documents/PublicDocumentsPage.tsx',
  },
});

/**
 * The page the BFF serves at /public-client/… (dist/standalone/index.html): the same app without the federation
 * runtime, so shared packages are tree-shaken and split like any bundle; families load only what the page uses
 * (initial JavaScript at most 150 KB gzip). The federated build above stays the remote.
 */
function standalone(env, argv) {
  const base = federated(env, argv);
  const publicPath = `${base.output.publicPath}standalone/`;
  return {
    ...base,
    name: 'standalone',
    entry: { main: path.join(__dirname, 'src/bootstrap.tsx') },
    output: { ...base.output, path: path.join(__dirname, 'dist/standalone'), publicPath, clean: true },
    plugins: [
      ...base.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
      // in the i18n resources the page starts with only; the pages add clients, checklist, signatures and pix when they load
      new NormalModuleReplacementPlugin(
        /[\\/]namespaces[\\/](protocols|config|shell|clients|checklist|forms|clock|signatures|imports|reading|pix|exportAudit)$/,
        (resource) => {
          if (/[\\/]i18n[\\/]src[\\/]resources\.ts$/.test(resource.contextInfo.issuer))
            resource.request = path.join(__dirname, 'src/shared/staffNamespaces.ts');
        },
      ),
      // the documents namespace's staff words (its own module): the family's pages use none of them
      new NormalModuleReplacementPlugin(/^\.\/documentsStaff$/, (resource) => {
        if (/[\\/]namespaces[\\/]documents\.ts$/.test(resource.contextInfo.issuer))
          resource.request = path.join(__dirname, 'src/shared/staffNamespaces.ts');
      }),
    ],
    optimization: { splitChunks: { chunks: 'async' } },
    devServer: undefined,
  };
}

/** The remote, its clean keeping the standalone page's folder. */
function remote(env, argv) {
  const config = federated(env, argv);
  return { ...config, output: { ...config.output, clean: { keep: /^standalone[\\/]/ } } };
}

module.exports = [remote, standalone];
