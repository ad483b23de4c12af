import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** Bundle our own code and the workspace packages; leave every npm package to be required from node_modules. */
function keepPackagesExternal({ request }, callback) {
  const isBarePackage = request && !request.startsWith('.') && !path.isAbsolute(request);
  if (isBarePackage && !request.startsWith('@scheduler/')) return callback(null, `commonjs ${request}`);
  return callback();
}

export default {
  target: 'node20',
  // The server, and `npm run backup` / `npm run restore` (scripts/database-archive.mjs runs it).
  entry: {
    main: path.join(serverDir, 'src', 'main.ts'),
    archive: path.join(serverDir, 'src', 'backup', 'archive-cli.ts'),
  },
  output: { path: path.join(serverDir, 'dist'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
      },
    ],
  },
  externals: [keepPackagesExternal],
  // Keep the real __dirname, so src/paths.ts finds server/migrations and the web apps from server/dist.
  node: { __dirname: false, __filename: false },
  devtool: 'source-map',
  optimization: { minimize: false },
};
