import { createRequire } from 'node:module';

const precompileMessages = createRequire(__filename)('./webpack/precompile-messages-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const compile = (source: string) => precompileMessages.call({ resourcePath: '/repo/messages.js' }, source);

describe('the build’s message precompiler', () => {
  it('turns each literal defaultMessage into the parsed form the browser formats without a parser', () => {
    const compiled = compile("export const M = { hi: { id: 'x.hi', defaultMessage: 'Hi {name}' } };");
    expect(compiled).toContain('defaultMessage: [{"type":0,"value":"Hi "},{"type":1,"value":"name"}]');
  });

  it('leaves a reference to another descriptor’s defaultMessage, which is parsed where it is written', () => {
    const source = "export const M = { again: { id: 'x.again', defaultMessage: OTHER.hi.defaultMessage } };";
    expect(compile(source)).toBe(source);
  });

  it('fails the build on a defaultMessage it cannot parse, which the browser could not format', () => {
    const source =
      "const A = ' suffix';\nexport const M = { built: { id: 'x.built', defaultMessage: '{error}' + A } };";
    expect(() => compile(source)).toThrow('/repo/messages.js:2: a defaultMessage must be one literal text');
  });
});
