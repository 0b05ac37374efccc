import { describe, expect, it } from 'vitest';
import type { AnalyticsPage } from '../../../../../descriptors/kinds/analytics-page/analytics-page.js';
import { searchPages } from '../../../../../server/modules/analytics/page-search.js';
import type { StoredPage } from '../../../../../server/modules/analytics/page-store.js';

describe('page search', () => {
  it('searches by code or title in any language and case, topic, published and owner', () => {
    const stored = (code: string, extra: Partial<AnalyticsPage>) => ({ row: { code }, page: { code, title: { en: code }, ...extra } }) as unknown as StoredPage;
    const pages = [stored('HULL', { title: { en: 'Hull', ru: 'Корпус' }, topic: 'PERF', published: true, owner: 'a' }), stored('FUEL', { owner: 'b' })];
    const codes = (found: StoredPage[]) => found.map((p) => p.row.code);
    expect(codes(searchPages(pages, { text: 'корп' }))).toEqual(['HULL']);
    expect(codes(searchPages(pages, { text: 'fu' }))).toEqual(['FUEL']);
    expect(codes(searchPages(pages, { published: false }))).toEqual(['FUEL']);
    expect(codes(searchPages(pages, { topic: 'PERF', owner: 'a' }))).toEqual(['HULL']);
  });
});
