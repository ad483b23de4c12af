import './provide-runtime-core';
import { init } from '@module-federation/enhanced/runtime';
import * as sharedAuth from '@scheduler/shared-auth';
import * as errors from '@scheduler/shared-domain/errors';
import * as i18n from '@scheduler/shared-domain/i18n';
import * as kitMessages from '@scheduler/shared-domain/kit-messages';
import * as button from '@scheduler/shared-ui/button';
import * as errorAlert from '@scheduler/shared-ui/error-alert';
import * as loading from '@scheduler/shared-ui/loading';
import * as section from '@scheduler/shared-ui/section';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as router from 'react-router-dom';
import * as zustand from 'zustand';
import { sectionLoadingPlugin } from './section-loading-plugin';
import { SECTIONS, sectionRemote } from './sections';

/** A shared module's settings as the shell's build computes them (shellShared in tooling/webpack/shared-singletons.mjs). */
export interface SharedSettings {
  version: string;
  requiredVersion: string;
  singleton?: boolean;
}

/** Set by the shell's build (webpack's DefinePlugin), keyed by share name; `react/` stands for react's subpaths. */
declare const SHELL_SHARED: Record<string, SharedSettings>;

/**
 * The modules the shell provides to the sections: the very instances its own code runs on, so a section renders with
 * the shell's React, router and auth store, and downloads none of them again.
 */
const SHELL_MODULES: Record<string, object> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': router,
  zustand,
  '@scheduler/shared-auth': sharedAuth,
  '@scheduler/shared-domain/errors': errors,
  '@scheduler/shared-domain/i18n': i18n,
  '@scheduler/shared-domain/kit-messages': kitMessages,
  '@scheduler/shared-ui/button': button,
  '@scheduler/shared-ui/error-alert': errorAlert,
  '@scheduler/shared-ui/loading': loading,
  '@scheduler/shared-ui/section': section,
};

/** The build's settings, named once: webpack writes the whole table at each mention. */
function buildSettings(): Record<string, SharedSettings> {
  return SHELL_SHARED;
}

function settingsOf(name: string): SharedSettings {
  const shared = buildSettings();
  const settings = shared[name] ?? shared[`${name.split('/')[0]}/`];
  if (!settings) throw new Error(`The shell's build gives no shared settings for ${name} (shared-singletons.mjs)`);
  return settings;
}

/**
 * A module the build shares but the shell does not provide would reach the sections as their own copy: a second
 * React context or catalog store that the shell's provider never fills.
 */
function unprovided(): string[] {
  return Object.keys(buildSettings()).filter((name) => !name.endsWith('/') && !(name in SHELL_MODULES));
}

function sharedModules() {
  const missing = unprovided();
  if (missing.length > 0) throw new Error(`The shell provides no module for ${missing.join(', ')} (SHELL_MODULES)`);
  return Object.fromEntries(
    Object.entries(SHELL_MODULES).map(([name, module]) => {
      const { version, requiredVersion, singleton = false } = settingsOf(name);
      return [name, { version, lib: () => module, shareConfig: { singleton, requiredVersion } }];
    }),
  );
}

let started = false;

/**
 * Starts the shell's federation instance on the first section to load, never on the login page: it registers the
 * remotes of `/config.json`, provides the shell's modules and checks each section's manifest before its code runs.
 */
export function startFederation(): void {
  if (started) return;
  init({
    name: 'shell',
    remotes: SECTIONS.flatMap(({ name }) => sectionRemote(name) ?? []),
    shared: sharedModules(),
    shareStrategy: 'loaded-first',
    plugins: [sectionLoadingPlugin()],
  });
  started = true;
}
