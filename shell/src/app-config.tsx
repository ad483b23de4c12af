import type { AppConfig } from '@scheduler/shared-domain/system';
import { createContext, type ReactNode, useContext, useEffect } from 'react';

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs an AppConfigProvider');
  return config;
}

/** SPEC §2: every page title is the group's abbreviation plus the screen's own title. */
export function usePageTitle(title: string): void {
  const { groupAbbreviation } = useAppConfig();
  useEffect(() => {
    document.title = `${groupAbbreviation} ${title}`;
  }, [groupAbbreviation, title]);
}
