/** The fuel a voyage record row burnt, shared by the voyage tables and the emissions figures read from them. */

/** Fuel burnt by one consumer of one fuel category, tonnes (fuel: a fuel-category code). */
export interface ConsumerFuel { consumer: 'ME' | 'AE' | 'BOILER' | 'OTHER'; fuel: string; tonnes: number }
