import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiChange, exportedApi, isBumpEnough } from './api-report.mjs';

const packageDir = path.join(__dirname, '../shared-auth');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(packageDir, file), 'utf8'));

describe("shared-auth's public API, a federation singleton every section reads from the shell", () => {
  it('matches the report recorded for its current version', () => {
    const recorded: { version: string; api: Record<string, string> } = readJson('api-report.json');
    const { version } = readJson('package.json');
    const change = apiChange(recorded.api, exportedApi('shared-auth'));
    const problem =
      change.bump !== 'none'
        ? `The API changed (removed or changed: ${change.removedOrChanged.join(', ') || 'none'}; added: ${change.added.join(', ') || 'none'}): raise shared-auth's ${change.bump} version, then run npm run api:report.`
        : version !== recorded.version
          ? `shared-auth is ${version} but its API report is ${recorded.version}: run npm run api:report.`
          : '';
    expect(problem).toBe('');
  }, 30_000);

  it('needs a major bump for a removed or changed declaration and a minor one for an addition', () => {
    const recorded = { signOut: 'export declare function signOut(): Promise<void>;' };
    expect(apiChange(recorded, {})).toMatchObject({ bump: 'major', removedOrChanged: ['signOut'] });
    expect(apiChange(recorded, { signOut: 'export declare function signOut(all: boolean): Promise<void>;' }).bump).toBe(
      'major',
    );
    expect(apiChange(recorded, { ...recorded, refresh: 'export declare function refresh(): void;' })).toMatchObject({
      bump: 'minor',
      added: ['refresh'],
    });
    expect(apiChange(recorded, { ...recorded }).bump).toBe('none');

    expect(isBumpEnough('major', '1.4.2', '2.0.0')).toBe(true);
    expect(isBumpEnough('major', '1.4.2', '1.5.0')).toBe(false);
    expect(isBumpEnough('minor', '1.4.2', '1.5.0')).toBe(true);
    expect(isBumpEnough('minor', '1.4.2', '1.4.3')).toBe(false);
    expect(isBumpEnough('none', '1.4.2', '1.4.2')).toBe(true);
  });
});
