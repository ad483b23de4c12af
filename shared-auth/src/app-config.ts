import type { AppConfig } from '@scheduler/shared-domain/system';
import { createStore, useStore } from 'zustand';
import { setGroupZone } from './display-zone';
import { configureApi } from './http-client';

/** The run-time settings of `/config.json`, set once at start and read by the shell and every remote. */
const appConfigStore = createStore<{ config: AppConfig | null }>(() => ({ config: null }));

export function applyAppConfig(config: AppConfig): void {
  configureApi(config);
  setGroupZone(config.timeZone);
  appConfigStore.setState({ config });
}

export function useAppConfig(): AppConfig {
  const config = useStore(appConfigStore, (state) => state.config);
  if (!config) throw new Error('The app settings are not loaded yet: call applyAppConfig first.');
  return config;
}
