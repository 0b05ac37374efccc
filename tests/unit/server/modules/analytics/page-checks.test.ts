import { describe, expect, it } from 'vitest';
import { duplicates } from '../../../../../server/modules/analytics/page-checks.js';

describe('duplicate ids', () => {
  it('names every later use of an id', () => {
    expect(duplicates(['a', 'b', 'a', 'a', 'c'])).toEqual([2, 3]);
  });
});
