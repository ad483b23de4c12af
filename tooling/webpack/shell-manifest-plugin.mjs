/**
 * Writes the shell's mf-manifest.json: the shell is built without the federation plugin (its login page carries no
 * federation runtime), so this lists what it provides to the sections in the plugin's manifest format: each shared
 * module with its settings and the files the shell's code of it is in (the e2e specs check that those are the only
 * copies a browser downloads).
 */
export class ShellManifestPlugin {
  /**
   * @param {object} options
   * @param {Record<string, {version: string, requiredVersion: string, singleton?: boolean, import?: string}>} options.shared
   *   shellShared's settings; a key ending in `/` (react's subpaths) is left out
   * @param {string} options.buildVersion the shell's build version
   */
  constructor({ shared, buildVersion }) {
    this.shared = Object.entries(shared).filter(([name]) => !name.endsWith('/'));
    this.buildVersion = buildVersion;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ShellManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        async () => {
          const files = filesByResource(compilation);
          const resolver = compilation.resolverFactory.get('normal', { dependencyType: 'esm' });
          const shared = [];
          for (const [name, settings] of this.shared) {
            const resource = await resolve(resolver, compiler.context, settings.import ?? name);
            // A module the shell's code never imports is not in its build, and not provided.
            if (!files.has(resource)) continue;
            shared.push({
              id: `shell:${name}`,
              name,
              version: settings.version,
              singleton: settings.singleton === true,
              requiredVersion: settings.requiredVersion,
              assets: { js: { sync: [...files.get(resource)], async: [] }, css: { sync: [], async: [] } },
            });
          }
          const manifest = {
            id: 'shell',
            name: 'shell',
            metaData: { buildInfo: { buildVersion: this.buildVersion } },
            shared,
            remotes: [],
            exposes: [],
          };
          compilation.emitAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/** Each source file of the build with the JavaScript files it is in, concatenated modules included. */
function filesByResource(compilation) {
  const files = new Map();
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const inner of module.modules ?? [module]) {
        if (!inner.resource) continue;
        const known = files.get(inner.resource) ?? new Set();
        for (const file of chunk.files) if (file.endsWith('.js')) known.add(file);
        files.set(inner.resource, known);
      }
    }
  }
  return files;
}

function resolve(resolver, context, request) {
  return new Promise((done, fail) => {
    resolver.resolve({}, context, request, {}, (error, result) => (error ? fail(error) : done(result)));
  });
}
