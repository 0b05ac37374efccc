/** What a subscription identifier (`wsm:subscribe` → identifier) implements; one file per identifier, listed in index.ts. */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { RegistryEntry } from '../../../descriptors/lib/registry.js';
import type { SocketFailureReason } from '../../../descriptors/lib/socket-protocol.js';
import type { Db } from '../../db/engine.js';
import type { LiveFeed } from '../../modules/timeseries/live-feed.js';

export interface SubscriptionContext {
  db: Db;
  /** Latest values as every instance stores them (the hub's socket feed, fed by the cluster bus). */
  feed: LiveFeed;
  /** The connection's principal now: the session check reloads it, so read it at every push. */
  principal(): Principal;
  /** Sends data to the subscriber (dropped once the subscription or the socket is closed). */
  push(data: unknown): void;
}

export interface LiveSubscription {
  close(): void;
  /** The user's rights were reloaded: anything resolved with the old ones must be resolved again. */
  principalChanged(): void;
}

export interface SubscriptionIdentifier extends RegistryEntry {
  /** Starts a subscription; throws SubscriptionRefused for bad parameters or missing rights. */
  open(ctx: SubscriptionContext, parameters: unknown): Promise<LiveSubscription>;
}

/** A subscription the client may not have; the hub answers `{failed: true, reason, message}`. */
export class SubscriptionRefused extends Error {
  constructor(readonly reason: SocketFailureReason, message: string) {
    super(message);
  }
}
