import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '@/actions/login';
import type { RootStore } from '@/stores';
import type { PageRouteEntry } from '../route-table';

/**
 * Sends a guest who opens a page that needs login to /login, coming back afterwards. Decided
 * once per visit (per history entry), like a route loader: logging out on such a page does not
 * move the user; the next visit asks again. Returns whether the page may be shown.
 */
export function useLoginGate(entry: PageRouteEntry | undefined, user: RootStore['user']): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [visit, setVisit] = useState({ key: '', allowed: true });
  let allowed = visit.allowed;
  if (visit.key !== location.key) {
    allowed = entry?.login !== 'required' || user.isLoggedIn;
    setVisit({ key: location.key, allowed });
  }
  const target = allowed ? undefined : loginPath(location.pathname + location.search);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return allowed;
}
