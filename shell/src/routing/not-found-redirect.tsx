import { SHELL_PATHS } from '@scheduler/shared-auth';
import { Navigate } from 'react-router-dom';

/** SPEC §2: any other path redirects to home, which then says the page was not found. */
export function NotFoundRedirect() {
  return <Navigate to={SHELL_PATHS.home} replace state={{ notFound: true }} />;
}
