// One webpack + Module Federation set-up for the shell and every remote (DESIGN "Module Federation").
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
const rootPackage = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

/** Singletons shared by the host and every remote; sub-path keys too, or React loads twice. */
function sharedSingletons() {
  const singleton = (name, version = rootPackage(name)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
  });
  const workspace = { singleton: true, requiredVersion: '0.1.0', version: '0.1.0' };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    primereact: singleton('primereact'),
    'primereact/': singleton('primereact'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    '@linhagem/ui-kit': workspace,
    '@linhagem/i18n': workspace,
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the workspace folder (__dirname)
 * @param {string} options.name the federation name, a JS identifier (mf_clients)
 * @param {string} options.urlName the URL segment (mf-clients); the shell passes 'shell'
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.host] the shell: served at '/', loads remotes at run time
 * @param {string} options.title page title of the standalone page
 */
function federatedConfig({ dir, name, urlName, exposes = {}, host = false, title }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const publicPath = process.env.PUBLIC_PATH ?? (host ? '/' : `/remotes/${urlName}/`);
    return {
      mode: production ? 'production' : 'development',
      // not an eval-* devtool in development: the BFF's Content-Security-Policy (script-src 'self', no
      // 'unsafe-eval', bff/src/security/headers.ts) refuses eval(), which left `npm run dev` pages blank
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      context: dir,
      entry: { main: path.join(dir, 'src/index.ts') },
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        filename: '[name].js', // the entry boots the federation runtime; chunks carry the hashes
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // contracts and i18n re-export many modules (zod schemas among them): let webpack drop what a page
          // does not use.
          { test: /[\\/]packages[\\/](contracts|i18n)[\\/]src[\\/]/, sideEffects: false },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          // WCAG AA colours for PrimeReact's light theme, in every box alike (themePalette.cjs)
          {
            test: /lara-light-blue[\\/]theme\.css$/,
            enforce: 'pre',
            use: [path.join(__dirname, 'themePalette.cjs')],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?|ttf|eot)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          title,
          template: path.join(__dirname, 'index.html'),
          chunks: ['main'],
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
      ],
      performance: { hints: false },
      optimization: {
        splitChunks: false,
        // swc's minifier in place of terser: terser was most of a remote's build (mf-clients: 282 s of work under
        // load against 79 s with swc, 50 s unminified), for bundles of the same size (docs/adr-000-workspace.md)
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: true, mangle: true },
          }),
        ],
      },
      stats: 'errors-warnings',
      devServer: {
        port: Number(process.env.PORT ?? 0) || undefined,
        host: '127.0.0.1',
        historyApiFallback: { index: `${publicPath}index.html` },
        devMiddleware: { publicPath },
        hot: false,
        liveReload: true,
        // the page is opened through the BFF, which passes this path's WebSocket on to this server under
        // `npm run dev` (bff/src/proxy/frontendGateway.ts); `auto://0.0.0.0:0` is the page's own scheme, host and port
        webSocketServer: { type: 'ws', options: { path: `${publicPath}ws` } },
        client: { overlay: false, webSocketURL: `auto://0.0.0.0:0${publicPath}ws` },
        setupMiddlewares: (middlewares, server) => {
          // Healthy once the first compilation is served, so "ready" means the pages load.
          server.app.get('/healthz', (_req, res) =>
            server.middleware.waitUntilValid(() => res.json({ status: 'ok', service: urlName })),
          );
          return middlewares;
        },
      },
    };
  };
}

module.exports = { federatedConfig, sharedSingletons };
