import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { buildVersion, ROUTER_EXPORTS, SUBSET_LIBRARIES, sectionShared, shellShared } from './shared-singletons.mjs';
import { ShellManifestPlugin } from './shell-manifest-plugin.mjs';

const PRECOMPILE_MESSAGES = path.join(import.meta.dirname, 'precompile-messages-loader.cjs');
const ICU_NO_PARSER = createRequire(createRequire(import.meta.url).resolve('react-intl')).resolve(
  '@formatjs/icu-messageformat-parser/no-parser.js',
);

const API_SERVER = process.env.API_SERVER ?? 'http://127.0.0.1:8080';

/**
 * Narrows a remote's utilities (shared-ui/src/section-utilities.css) to its own section's container. Two sections
 * that use the same utilities would otherwise ship byte-identical stylesheets, downloaded once per section.
 */
function scopedTo(section) {
  const plugin = {
    postcssPlugin: 'scope-to-section',
    OnceExit(root) {
      root.walkRules((rule) => {
        rule.selector = rule.selector.replaceAll('[data-federated-section]', `[data-federated-section="${section}"]`);
      });
    },
  };
  return { plugins: [plugin] };
}

/**
 * index.html, with the text it shows while no page is on screen (the app starting, a page's code or its access
 * check on the way): shared-domain's loading message, read from its one source, so the page says it without script.
 */
function indexHtml() {
  const source = readFileSync(path.join(import.meta.dirname, '../../shared-domain/src/messages.ts'), 'utf8');
  const match = /export const LOADING_MESSAGE = '([^'\\<&]*)';/.exec(source);
  if (!match) throw new Error('shared-domain/src/messages.ts must export LOADING_MESSAGE as one plain string');
  const html = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
  return html.replace('<p id="page-loading" role="status"></p>', `<p id="page-loading" role="status">${match[1]}</p>`);
}

/** What the shell's runtime instance needs of each shared module's config: not `import`, a path on this machine. */
function sharedSettings(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, { version, requiredVersion, singleton }]) => [
      name,
      { version, requiredVersion, singleton },
    ]),
  );
}

/**
 * The shell is a plain webpack build: its entry carries no federation runtime, so the login page waits for none. The
 * code that loads sections starts a runtime instance (shell/src/federation/shell-federation.ts) that provides the
 * shell's own modules to the remotes, with the versions and settings of SHELL_SHARED; ENV_TARGET leaves the runtime's
 * Node.js code out, as the federation plugin's `optimization.target` does.
 */
function shellFederation(appDir) {
  return [
    new webpack.DefinePlugin({
      SHELL_SHARED: JSON.stringify(sharedSettings(shellShared(appDir))),
      ENV_TARGET: JSON.stringify('web'),
    }),
    new ShellManifestPlugin({ shared: shellShared(appDir), buildVersion: buildVersion(appDir) }),
  ];
}

/** A remote's federation: its `./routes` exposed, its shared modules, and the shell's runtime in production. */
function sectionFederation({ appDir, name, exposes, standalone }) {
  return new ModuleFederationPlugin({
    name,
    // Named by its build, as its chunks are, so a browser keeps it and a second visit asks only for the manifest, which
    // names it.
    filename: standalone ? 'remoteEntry.js' : 'remoteEntry.[fullhash:10].js',
    exposes,
    // A shared module one section already loaded is the one every later section takes, rather than the later section
    // registering and downloading its own copy of the same version.
    shareStrategy: 'loaded-first',
    shared: sectionShared(appDir),
    dts: false,
    manifest: {
      // The version in mf-manifest.json, shown on Home and by check:remote: it changes with what the app builds from,
      // where package.json's stays 0.1.0.
      additionalData: ({ stats }) => {
        stats.metaData.buildInfo.buildVersion = buildVersion(appDir);
        return stats;
      },
    },
    experiments: {
      // Leaves the runtime's Node.js code out of the bundles; a remote loads no remotes itself, so it also drops the
      // runtime's remote and manifest handling.
      optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
      // A remote's production build reads the shell's copy of the runtime (shell/src/federation/
      // provide-runtime-core.ts) instead of carrying one in each remoteEntry.js.
      externalRuntime: !standalone,
    },
  });
}

/** The text files the server sends: source maps stay plain, the server never serves them. */
const TEXT_ASSETS = /\.(js|css|html|json|svg)$/;

/**
 * Each text file beside a `.br` and a `.gz` of it at the highest levels, which the server sends to a browser that
 * accepts them (server/src/web/static-files.ts): compressed once here rather than on every request.
 */
const precompressed = () => [
  new CompressionPlugin({
    test: TEXT_ASSETS,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    },
  }),
  new CompressionPlugin({
    test: TEXT_ASSETS,
    algorithm: 'gzip',
    filename: '[path][base].gz',
    compressionOptions: { level: constants.Z_BEST_COMPRESSION },
  }),
];

/**
 * The webpack config of every browser app: the shell (host) and the four remotes.
 * @param {object} options
 * @param {string} options.appDir the app's folder
 * @param {string} options.name the federation name (`shell`, `meetings`, ...)
 * @param {number} options.devPort the standalone dev server's port
 * @param {Record<string,string>} [options.exposes] a remote's exposed modules
 */
export function createAppConfig({ appDir, name, devPort, exposes }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // Only the shell and a remote's own dev server (run standalone) have a page of their own.
    const standalone = isHost || !production;
    return {
      context: appDir,
      entry: standalone ? './src/index' : {},
      // Maps stay beside the files for the bench (bench/browser/sections.mjs reads them from disk) but the built
      // files do not name them, and the server refuses to serve them: a map is the whole source.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // A remote resolves its chunks next to its own remoteEntry, wherever it is deployed.
        publicPath: isHost ? '/' : 'auto',
        // The shell's entry stays unhashed (index.html asks for it with the build's hash as its query): webpack 5.111
        // cannot put [contenthash] in the name of a chunk that holds the federation runtime
        // (module-federation/core#5077), so a remote's entry is named with the build's [fullhash] instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The shell runs on the router exports it provides to the remotes, as the remotes' federation does for them.
        alias: {
          ...(isHost ? { 'react-router-dom$': ROUTER_EXPORTS } : SUBSET_LIBRARIES),
          // Messages come parsed (precompile-messages-loader.cjs), so FormatJS's parser stays out of the bundles.
          '@formatjs/icu-messageformat-parser$': ICU_NO_PARSER,
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: [
              PRECOMPILE_MESSAGES,
              {
                loader: 'swc-loader',
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    transform: { react: { runtime: 'automatic', development: !production } },
                    target: 'es2022',
                  },
                },
              },
            ],
          },
          { test: /[\\/]shared-domain[\\/]locales[\\/].+\.json$/, use: PRECOMPILE_MESSAGES },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              'css-loader',
              isHost ? 'postcss-loader' : { loader: 'postcss-loader', options: { postcssOptions: scopedTo(name) } },
            ],
          },
        ],
      },
      plugins: [
        ...(isHost ? shellFederation(appDir) : [sectionFederation({ appDir, name, exposes, standalone })]),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        // The page runs its own entry only: a remote's remoteEntry.js would start a second container and dev client.
        // Its scripts load from the root, so a reload of a nested route (/venue/edit/…) finds them; output.publicPath
        // stays 'auto' for a remote's chunks, which load relative to the entry file that asks for them.
        standalone &&
          new HtmlWebpackPlugin({ templateContent: indexHtml(), hash: production, publicPath: '/', chunks: ['main'] }),
        ...(production ? precompressed() : []),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/config.json'], target: API_SERVER }],
      },
      performance: { hints: false },
    };
  };
}
