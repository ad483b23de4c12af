import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { useAuth } from '@scheduler/shared-auth';
import { loadedCatalog } from '@scheduler/shared-domain/i18n';
import { testConfig } from '@scheduler/shared-ui/testing';
import { useState } from 'react';
import { jsx } from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';
import { useNavigate } from 'react-router-dom';
import { SECTIONS, setSectionRemotes } from './sections';
import type { SharedSettings } from './shell-federation';

const singleton = (version: string): SharedSettings => ({ version, requiredVersion: `^${version}`, singleton: true });
const ownFile = (version: string): SharedSettings => ({ version, requiredVersion: version });

/** What the shell's build defines as SHELL_SHARED (tooling/webpack/shared-singletons.mjs), in its shape. */
const BUILD_SETTINGS: Record<string, SharedSettings> = {
  react: singleton('19.3.1'),
  'react/': singleton('19.3.1'),
  'react-dom': singleton('19.3.1'),
  'react-dom/': singleton('19.3.1'),
  'react-router-dom': singleton('7.18.5'),
  zustand: singleton('5.1.0'),
  '@scheduler/shared-auth': singleton('1.5.0+c6f2242bcf'),
  '@scheduler/shared-domain/errors': ownFile('0.1.0-ceb4dd3e97'),
  '@scheduler/shared-domain/i18n': ownFile('0.1.0-ceb4dd3e97'),
  '@scheduler/shared-domain/kit-messages': ownFile('0.1.0-ceb4dd3e97'),
  '@scheduler/shared-ui/button': ownFile('0.1.0-cea9b03879'),
  '@scheduler/shared-ui/error-alert': ownFile('0.1.0-cea9b03879'),
  '@scheduler/shared-ui/loading': ownFile('0.1.0-cea9b03879'),
  '@scheduler/shared-ui/section': ownFile('0.1.0-cea9b03879'),
};

function withBuildSettings(settings: Record<string, SharedSettings>) {
  Object.assign(globalThis, { SHELL_SHARED: settings });
}

/** A shared module as a section gets it from the shell's instance. */
async function sectionsCopyOf(name: string): Promise<Record<string, unknown>> {
  const factory = await loadShare<Record<string, unknown>>(name);
  const module = factory ? factory() : undefined;
  if (!module) throw new Error(`${name} is not shared`);
  return module;
}

describe('the shell federation instance', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'SHELL_SHARED');
  });

  it('starts with the remotes of /config.json and gives the sections the very modules the shell runs on', async () => {
    withBuildSettings(BUILD_SETTINGS);
    setSectionRemotes(testConfig.remotes);
    const { startFederation } = await import('./shell-federation');
    startFederation();

    const options = getInstance()?.options;
    expect(
      options?.remotes.map((remote) => [remote.name, 'entry' in remote && new URL(remote.entry).pathname]),
    ).toEqual(SECTIONS.map(({ name }) => [name, testConfig.remotes[name]]));
    expect((await sectionsCopyOf('react')).useState).toBe(useState);
    expect((await sectionsCopyOf('react/jsx-runtime')).jsx).toBe(jsx);
    expect((await sectionsCopyOf('react-dom/client')).createRoot).toBe(createRoot);
    expect((await sectionsCopyOf('react-router-dom')).useNavigate).toBe(useNavigate);
    expect((await sectionsCopyOf('@scheduler/shared-auth')).useAuth).toBe(useAuth);
    // The catalogs the shell loaded are the ones a section's messages read.
    expect((await sectionsCopyOf('@scheduler/shared-domain/i18n')).loadedCatalog).toBe(loadedCatalog);
    // What the section check (section-loading-plugin.ts) compares with each section's manifest.
    expect(options?.shared['react-dom/client']?.[0]).toMatchObject({
      from: 'shell',
      version: '19.3.1',
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    });
    expect(options?.shared['@scheduler/shared-ui/button']?.[0]).toMatchObject({
      version: '0.1.0-cea9b03879',
      shareConfig: { singleton: false, requiredVersion: '0.1.0-cea9b03879' },
    });
  });

  it('refuses to start when the build gives no settings for a module it provides', async () => {
    const { zustand: _left, ...withoutZustand } = BUILD_SETTINGS;
    withBuildSettings(withoutZustand);
    await jest.isolateModulesAsync(async () => {
      const { startFederation } = await import('./shell-federation');
      expect(startFederation).toThrow("The shell's build gives no shared settings for zustand");
    });
  });

  it('refuses to start when the build shares a module the shell does not provide', async () => {
    withBuildSettings({ ...BUILD_SETTINGS, '@scheduler/shared-ui/focus': ownFile('0.1.0-cea9b03879') });
    await jest.isolateModulesAsync(async () => {
      const { startFederation } = await import('./shell-federation');
      expect(startFederation).toThrow('The shell provides no module for @scheduler/shared-ui/focus');
    });
  });
});
