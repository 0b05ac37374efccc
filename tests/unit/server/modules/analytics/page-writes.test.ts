import { describe, expect, it } from 'vitest';
import { copyTitle } from '../../../../../server/modules/analytics/page-writes.js';

describe('page writes', () => {
  it('marks the title of a copy in both languages', () => {
    expect(copyTitle({ en: 'Hull', ru: 'Корпус' })).toEqual({ en: 'Hull (copy)', ru: 'Корпус (копия)' });
    expect(copyTitle({ en: 'Hull' })).toEqual({ en: 'Hull (copy)', ru: 'Hull (копия)' });
  });
});
