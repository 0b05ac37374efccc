/** The subscription identifiers the socket serves (STYLE §3: explicit imports, one file each). */
import { Registry } from '../../../descriptors/lib/registry.js';
import type { SubscriptionIdentifier } from './identifier.js';
import { measuresLatest } from './measures-latest.js';

export const subscriptionIdentifiers = new Registry<SubscriptionIdentifier>('subscription identifier', [measuresLatest]);
