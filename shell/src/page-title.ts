import { useAppConfig } from '@scheduler/shared-auth';
import { useEffect } from 'react';

/** SPEC §2: every page title is the group's abbreviation plus the screen's own title. */
export function usePageTitle(title: string): void {
  const { groupAbbreviation } = useAppConfig();
  useEffect(() => {
    document.title = `${groupAbbreviation} ${title}`;
  }, [groupAbbreviation, title]);
}
