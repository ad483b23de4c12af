import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The production webpack config of one app, as `npm run build` makes it (the config is an ES module). */
function productionDevtool(): unknown {
  const config = path.join(__dirname, 'webpack/create-app-config.mjs');
  const appDir = path.join(__dirname, '..', 'mfe-teams');
  const script = `import(${JSON.stringify(config)}).then(({ createAppConfig }) => {
    const options = { appDir: ${JSON.stringify(appDir)}, name: 'teams', devPort: 3002, exposes: { './routes': './src/routes.tsx' } };
    process.stdout.write(JSON.stringify(createAppConfig(options)({}, { mode: 'production' }).devtool));
  })`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

it('builds source maps without a sourceMappingURL comment: the built files name no map, which the server refuses', () => {
  expect(productionDevtool()).toBe('hidden-source-map');
});
