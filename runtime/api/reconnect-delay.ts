/** When the socket tries again after a close (SPEC §9). */

/** After a going-away close (1001: the server is restarting) the client waits this long. */
export const goingAwayReconnectMs = 30_000;
export const firstReconnectMs = 1_000;
export const maxReconnectMs = 64_000;

/** The delay before reconnect number `attempt` (0 for the first since the last successful authentication). */
export function reconnectDelayMs(closeCode: number, attempt: number): number {
  if (closeCode === 1001) return goingAwayReconnectMs;
  return Math.min(firstReconnectMs * 2 ** Math.max(0, attempt), maxReconnectMs);
}
