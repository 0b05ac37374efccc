import { describe, expect, it } from 'vitest';
import type { AnalyticsPage } from '../../../../descriptors/kinds/analytics-page/analytics-page.js';
import { previewBodyOf } from '../../../../designer/dashboard/preview-body.js';

describe('the body the preview extracts', () => {
  it('leaves out the answered fields and the datasets still waiting for a tag', () => {
    const page = {
      code: 'P', title: { en: 'P' }, version: 3, id: 'P', system: true,
      datasets: [{ id: 'empty', tags: [] }],
      charts: [
        { id: 'a', type: 'bar', datasets: [{ id: 'd', tags: [] }] },
        { id: 'b', type: 'bar', datasets: [{ id: 'e', tags: [{ tag: 'STW' }] }, { id: 'f', tags: [] }] },
      ],
    } as unknown as AnalyticsPage;
    expect(previewBodyOf(page)).toEqual({
      code: 'P', title: { en: 'P' }, datasets: [],
      charts: [{ id: 'a', type: 'bar' }, { id: 'b', type: 'bar', datasets: [{ id: 'e', tags: [{ tag: 'STW' }] }] }],
    });
  });
});
