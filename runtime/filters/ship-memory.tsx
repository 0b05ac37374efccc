/**
 * The ship a user last chose on a ship dashboard, remembered per user in this browser, so that every ship dashboard
 * opens on it (else on the user's first ship). Screens read it through a context: the renderers give the browser's
 * memory of the signed-in user, tests and previews the default, which forgets.
 */
import { createContext, useContext } from 'react';

export interface ShipMemory {
  read(): string | null;
  remember(code: string): void;
}

/** Remembers nothing: what a designer preview or a test without a provider gets. */
export const forgetfulShipMemory: ShipMemory = { read: () => null, remember: () => undefined };

/** The choice in `storage` under `key` (e.g. storageKey(`ship_${username}`)); storage failures only forget. */
export function storedShipMemory(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string): ShipMemory {
  return {
    read: () => {
      try { return storage.getItem(key); } catch { return null; }
    },
    remember: (code) => {
      try { storage.setItem(key, code); } catch { /* private mode or a full storage: the choice is not kept */ }
    },
  };
}

export const ShipMemoryContext = createContext<ShipMemory>(forgetfulShipMemory);

export const useShipMemory = () => useContext(ShipMemoryContext);
