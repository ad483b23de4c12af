// `node --require ./bench/register-typescript.cjs bench/<script>.ts`: compiles the server's TypeScript (and the
// workspace packages', which export .ts files) to CommonJS as it is loaded, with swc, as jest does.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
