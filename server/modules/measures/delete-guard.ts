/** A tag with stored measurements is not deleted (SPEC §5 pre-delete check for measures): its series would lose their meaning. */
import type { DeleteGuard } from '../resources/delete-guards.js';
import { tagResource } from './tag-records.js';
import { tagUsage } from './tag-usage.js';

/** The code a tag record carries (the record's code, else its `tag` field). */
export const tagCodeOf = (record: { code: string | null; data: Record<string, unknown> }) => String(record.code ?? record.data.tag ?? '');

export const measureDeleteGuard: DeleteGuard = {
  id: tagResource,
  name: 'Tags with stored measurements',
  async check(db, record) {
    const tag = tagCodeOf(record);
    const usage = await tagUsage(db, tag);
    if (!usage.series) return undefined;
    return { key: 'measures.deleteBlocked', params: { tag, series: usage.series, ships: usage.ships.length } };
  },
};
