/** The signed-in user's ship-dashboard choice in this browser (runtime/filters/ship-memory.tsx), under "<app path>_ship_<username>". */
import { storedShipMemory, type ShipMemory } from '../filters/ship-memory.js';
import { storageKey } from './app-path.js';
import { sessionStore } from './services.js';

export function userShipMemory(): ShipMemory {
  const username = sessionStore.getState().shell?.user.username ?? '';
  return storedShipMemory(localStorage, storageKey(`ship_${username}`));
}
