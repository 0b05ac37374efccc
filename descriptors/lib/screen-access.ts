/**
 * Who may open a screen: the one definition the server's /api/screens, the menu filter and (through /api/screens) the
 * runtime's router all read. A menu entry has no requirement of its own; it shows exactly when its screen opens. Pure.
 */
import { meetsRequirement, type AccessRequirement, type Principal } from './access.js';

/** The parts of a screen descriptor that decide access: its route (parameters as {name}), module and requirement. */
export interface ScreenAccess extends AccessRequirement {
  route: string;
  module?: string;
}

/** True when the screen's module is installed and the principal meets its requirement. */
export function canOpenScreen(principal: Principal, screen: ScreenAccess, installedModules: readonly string[]): boolean {
  return (!screen.module || installedModules.includes(screen.module)) && meetsRequirement(principal, screen);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A route with {parameters} as an anchored pattern; a parameter is one non-empty path segment. */
function routePattern(route: string): RegExp {
  return new RegExp(`^${route.split(/\{\w+\}/).map(escapeRegExp).join('[^/]+')}$`);
}

/**
 * The screen a link (a path, without query) opens: the screen of exactly that route, else the screen whose
 * parameterised route matches with the fewest parameters, as the router ranks static segments first.
 */
export function screenForLink<T extends ScreenAccess>(screens: readonly T[], link: string): T | undefined {
  const path = link.split(/[?#]/)[0];
  const exact = screens.find((s) => s.route === path);
  if (exact) return exact;
  const parameterCount = (route: string) => (route.match(/\{\w+\}/g) ?? []).length;
  return screens
    .filter((s) => s.route.includes('{') && routePattern(s.route).test(path))
    .sort((a, b) => parameterCount(a.route) - parameterCount(b.route))[0];
}
