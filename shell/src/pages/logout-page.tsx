import { signOut, USER_PATHS } from '@scheduler/shared-auth';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** SPEC §2 user/logout: signs out, then goes to login. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate(USER_PATHS.login.to(), { replace: true }));
  }, [navigate]);
  return null;
}
