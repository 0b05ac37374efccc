/** The signed-in shell's data (user, menu, screens …) for the components inside the layout. */
import { createContext, useContext } from 'react';
import type { ShellData } from './boot.js';

export const ShellDataContext = createContext<ShellData | undefined>(undefined);

/** The shell data; undefined outside the signed-in layout (sign-in pages). */
export function useShellData(): ShellData | undefined {
  return useContext(ShellDataContext);
}
