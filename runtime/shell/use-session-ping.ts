/** Pings the server every 120 s (SPEC §7, §9); an unanswered ping ends in the login popup or SSO logout. */
import { useEffect } from 'react';
import { auth, sessionStore } from './services.js';

export const pingIntervalMs = 120_000;

export function useSessionPing(isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    const timer = setInterval(() => {
      auth.ping().then(
        (answer) => { if (answer.trim() !== 'pong') sessionStore.requireLogin(); },
        () => sessionStore.requireLogin(),
      );
    }, pingIntervalMs);
    return () => clearInterval(timer);
  }, [isActive]);
}
