/** The contract every subscription identifier meets (STYLE §3), checked without a database. */
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../../descriptors/lib/access.js';
import type { Db } from '../../../../server/db/engine.js';
import { createLiveFeed } from '../../../../server/modules/timeseries/live-feed.js';
import { SubscriptionRefused } from '../../../../server/ws/identifiers/identifier.js';
import { subscriptionIdentifiers } from '../../../../server/ws/identifiers/index.js';

const nobody: Principal = { userId: 'u', username: 'u', userType: 'USER', functions: {}, roles: [], unitIds: [] };
const ctx = { db: undefined as unknown as Db, feed: createLiveFeed(), principal: () => nobody, push: () => undefined };

describe.each(subscriptionIdentifiers.list())('subscription identifier $id', (identifier) => {
  it('has a permanent id and a name', () => {
    expect(identifier.id).toMatch(/^[a-z]+(\/[a-z-]+)*$/);
    expect(identifier.name).toBeTruthy();
  });

  it('refuses parameters that are not an object with INVALID_PARAMETERS before touching the database', async () => {
    const refused = await identifier.open(ctx, 'everything').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SubscriptionRefused);
    expect((refused as SubscriptionRefused).reason).toBe('INVALID_PARAMETERS');
  });
});

describe('measures/latest', () => {
  it('refuses a user with none of the functions that read ship data', async () => {
    const refused = await subscriptionIdentifiers.get('measures/latest').open(ctx, {}).catch((error: unknown) => error);
    expect((refused as SubscriptionRefused).reason).toBe('FORBIDDEN');
  });
});
