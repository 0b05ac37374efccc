/**
 * Which screen is open, for the printouts its report contexts offer there (`GET /api/printout-reporting/printouts?screen=`):
 * the shell provides it around every screen; a screen's header asks for the list once, when it is first shown, and only
 * for a user who may run printouts. Outside the shell (tests, the designer's previews) there is none and no button shows.
 */
import { createContext, useContext } from 'react';
import type { ApiClient } from '../../api/api-client.js';
import { printoutApi, type PrintoutSummary } from './printout-api.js';

export interface ScreenPrintoutsScope {
  /** The screen's menu item id, as report contexts name it. */
  screen: string;
  /** The printouts offered on the screen, asked once. */
  printouts(): Promise<PrintoutSummary[]>;
}

export const ScreenPrintoutsContext = createContext<ScreenPrintoutsScope | undefined>(undefined);

export function useScreenPrintoutsScope(): ScreenPrintoutsScope | undefined {
  return useContext(ScreenPrintoutsContext);
}

/** The scope of one screen: the list is asked on the first call and shared by every later one. */
export function screenPrintoutsScope(client: ApiClient, screen: string): ScreenPrintoutsScope {
  let asked: Promise<PrintoutSummary[]> | undefined;
  return {
    screen,
    printouts: () => {
      asked ??= printoutApi(client).list(screen).catch((error: unknown) => {
        asked = undefined;
        throw error;
      });
      return asked;
    },
  };
}
