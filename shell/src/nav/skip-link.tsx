import { SHELL_MESSAGES } from '@scheduler/shared-domain/shell-messages';
import { useIntl } from 'react-intl';
import { focusPageStart } from '../routing/route-focus';

/** Every page's main landmark has this id: the skip link's target. */
export const MAIN_ID = 'main';

/**
 * The first stop of the Tab order: past the nav bar to the page's main content. It focuses the target itself, as
 * following a fragment would change the address and so run the route guard again.
 */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        if (main) focusPageStart(main);
      }}
      className="skip-link"
    >
      {intl.formatMessage(SHELL_MESSAGES.skipToMain)}
    </a>
  );
}
