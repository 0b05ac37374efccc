/** Route helpers shared by the router and the layout. */
import { useMatches } from 'react-router';
import type { ScreenDescriptor } from '../api/shell-api.js';

/** Route handle of a screen route. */
export interface ScreenHandle {
  screen: ScreenDescriptor;
}

/** Descriptor routes may name parameters as {code}; the router wants :code. */
export function routerPathOf(route: string): string {
  return route.replace(/\{(\w+)\}/g, ':$1');
}

/** The screen descriptor of the deepest matched route, if any. */
export function useCurrentScreen(): ScreenDescriptor | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as ScreenHandle | undefined;
    if (handle?.screen) return handle.screen;
  }
  return undefined;
}
