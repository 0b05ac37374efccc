import { describe, expect, it } from 'vitest';
import { dashboardsOf } from '../../../../../descriptors/kinds/multi-dashboard-page/multi-dashboard-page.js';
import { validateDescriptorBody } from '../../../../../server/modules/descriptors/validate.js';

describe('multi-dashboard-page meta-schema', () => {
  it('accepts the contract example and lists its dashboards once, tabs first', () => {
    const multi = { code: '@MAIN_KPI_HULL', title: { en: 'Hull' }, tabs: [{ id: 't1', title: { en: 'Hull' }, dashboards: ['MAIN_KPI_HULL'] }],
      dashboards: ['MAIN_KPI_HULL', 'OTHER'], groupingKeys: ['SHIP-UNIT-*'], splitView: false };
    expect(validateDescriptorBody('multi-dashboard-page', multi)).toEqual([]);
    expect(dashboardsOf(multi)).toEqual(['MAIN_KPI_HULL', 'OTHER']);
  });
});
