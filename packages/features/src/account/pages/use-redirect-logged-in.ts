import { useEffect, useRef } from 'react';
import { useNavigate } from '../../core';
import { routePath } from '../../course';
import { useStore } from '../../core';

/**
 * Sends a logged-in user (token and user both present) to the profile, once. Answers whether the
 * user is logged in, so the page renders nothing meanwhile and its form never flashes up before
 * the redirect. Spec: discovery §2 Confirmation and password pages, §6.
 */
export function useRedirectLoggedIn(): boolean {
  const { token, user } = useStore('session');
  const navigate = useNavigate();
  const loggedIn = Boolean(token && user);
  const sent = useRef(false);
  useEffect(() => {
    if (!loggedIn || sent.current) return;
    sent.current = true;
    navigate(routePath('profile', {}));
  }, [loggedIn, navigate]);
  return loggedIn;
}
