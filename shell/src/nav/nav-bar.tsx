import { USER_PATHS, useAppConfig, useAuth } from '@scheduler/shared-auth';
import { NAV_MESSAGES } from '@scheduler/shared-domain/nav-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { downloadAhead } from '../routing/download-ahead';
import { visibleMenus } from './nav-entries';
import { NavMenu } from './nav-menu';
import { useDismiss } from './use-dismiss';

/** SPEC §2: the 48px navigation bar; on narrow screens its menus fold behind a toggle. */
export function NavBar() {
  const intl = useIntl();
  const { groupAbbreviation, website } = useAppConfig();
  const loggedIn = useAuth((state) => state.loggedIn);
  const admin = useAuth((state) => state.admin);
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const collapse = useCallback(() => setExpanded(false), []);
  // The narrow screen's menu folds on Escape and when the focus leaves the nav bar, as its own menus do.
  useDismiss(navRef, toggleRef, expanded, collapse);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation folds the narrow-screen menu again.
  useEffect(() => setExpanded(false), [pathname]);

  return (
    <header className="sticky top-0 z-30 bg-brand-900 text-white shadow">
      <nav
        ref={navRef}
        aria-label={intl.formatMessage(NAV_MESSAGES.main)}
        className="mx-auto flex h-nav max-w-7xl items-center"
      >
        <Link to={USER_PATHS.login.to()} className="flex h-nav items-center px-3 text-lg font-bold tracking-wide">
          {intl.formatMessage(NAV_MESSAGES.brand, { group: groupAbbreviation })}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={expanded}
          aria-controls="main-menus"
          onClick={() => setExpanded((wasExpanded) => !wasExpanded)}
          className="ml-auto h-nav px-4 md:hidden"
        >
          <span className="sr-only">{intl.formatMessage(NAV_MESSAGES.menu)}</span>
          <span aria-hidden="true">☰</span>
        </button>
        <div
          id="main-menus"
          className={`${expanded ? 'flex' : 'hidden'} absolute left-0 right-0 top-nav flex-col bg-brand-900 md:static md:flex md:flex-1 md:flex-row md:items-center`}
        >
          {visibleMenus({ loggedIn, admin }).map((menu) => (
            <NavMenu
              key={menu.label.id}
              label={menu.label}
              entries={menu.entries}
              onIntent={loggedIn ? downloadAhead : undefined}
            />
          ))}
          <a href={website} className="px-3 py-3 md:ml-auto md:py-0" rel="noopener">
            {intl.formatMessage(NAV_MESSAGES.groupWebsite)}
          </a>
        </div>
      </nav>
    </header>
  );
}
