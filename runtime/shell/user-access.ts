/**
 * The signed-in user seen through the one access check (descriptors/lib/access.ts), for hiding what cannot be used.
 * Hiding is comfort: the server checks again. Outside the signed-in shell (tests, previews) nothing is known about
 * the user, so everything is allowed and the server decides.
 */
import { meetsRequirement, type AccessRequirement, type Principal } from '../../descriptors/lib/access.js';
import type { SessionUser } from './boot.js';
import { useShellData } from './ShellDataContext.js';

/** The session user as a principal (no units or roles: the runtime checks functions only). */
export function principalOfUser(user: Pick<SessionUser, 'username' | 'userType' | 'functions'>): Principal {
  return { userId: '', username: user.username, userType: user.userType === 'ADMIN' ? 'ADMIN' : 'USER', functions: user.functions, roles: [], unitIds: [] };
}

export interface UserAccess {
  /** The signed-in user's name; undefined outside the shell. */
  username?: string;
  meets(requirement: AccessRequirement): boolean;
  /** Whether a screen with this route is among the screens the user may open. */
  canOpen(route: string): boolean;
}

export function useUserAccess(): UserAccess {
  const shell = useShellData();
  if (!shell) return { meets: () => true, canOpen: () => true };
  const principal = principalOfUser(shell.user);
  return {
    username: shell.user.username,
    meets: (requirement) => meetsRequirement(principal, requirement),
    canOpen: (route) => shell.screens.some((s) => s.route === route),
  };
}
