/** The visual dashboard designer over a scripted server, holding its text as the designer's session would. */
import { useState } from 'react';
import { vi } from 'vitest';
import type { AnalyticsPage } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { DashboardDesigner, type DashboardDesignerHandle } from '../../../designer/dashboard/DashboardDesigner.js';
import type { SelectorGroup, SelectorTag } from '../../../designer/dashboard/measure-catalogue.js';
import type { AggregationKind } from '../../../descriptors/lib/analytics/aggregation.js';
import type { TagValueType } from '../../../descriptors/lib/tags/tag-semantics.js';
import type { PageActionSession } from '../../../designer/dashboard/use-page-actions.js';
import type { ApiClient } from '../../../runtime/api/api-client.js';
import { fakeServer, on, renderWithShell, type Call, type Route } from './fake-server.js';

export const tagOf = (tag: string, description: string, valueType: TagValueType = 'NUMERIC', aggregation: AggregationKind = 'AVG', measureUnit: string | null = 'kn'): SelectorTag =>
  ({ tag, description, measureType: null, measureUnit, valueType, aggregation, precision: 1, formatter: null });

export const selectorGroups: SelectorGroup[] = [
  { groupingKey: 'SHIP-UNIT-NORDIC_ORE', unit: 'NORDIC_ORE', tags: [tagOf('STW', 'Speed through water'), tagOf('SOG', 'Speed over ground'), tagOf('PORT', 'Port', 'STRING', 'LAST', null)] },
  { groupingKey: 'SHIP-UNIT-BALTIC_AMBER', unit: 'BALTIC_AMBER', tags: [tagOf('STW', 'Speed through water')] },
];

/** The measure selector: the groups' tags whose code or description holds the text. */
export const measureSelector = on('POST', '/measures/search/measure-selector', (call: Call) => {
  const text = ((call.body as { text?: string }).text ?? '').toLowerCase();
  const groups = selectorGroups.map((g) => ({ ...g, tags: g.tags.filter((t) => t.tag.toLowerCase().includes(text) || t.description.toLowerCase().includes(text)) }));
  return { body: groups.filter((g) => g.tags.length) };
});

export const filterConfig = on('GET', '/filters/config', { body: [
  { id: 'UNITS', type: 'UNITS', label: 'Ships', options: [{ label: 'Nordic Ore', value: 'NORDIC_ORE' }, { label: 'Baltic Amber', value: 'BALTIC_AMBER' }], groups: [], pages: [] },
  { id: 'PERIOD', type: 'PERIOD', label: 'Period', options: [], groups: [], pages: [] },
] });

export const emptyExtract = on('POST', '/custom-analytics/extract', { body: { from: '2026-11-19T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z', resolution: 3600, charts: {} } });

export const speedPage: AnalyticsPage = {
  code: 'SPEEDS', title: { en: 'Speeds', ru: 'Скорости' }, viewColumns: 12, viewRows: 12, units: [],
  charts: [
    { id: 'speeds', type: 'timeseries', title: { en: 'Speed' }, location: { x: 0, y: 0, w: 6, h: 4 },
      datasets: [{ id: 'speed', tags: [{ tag: 'STW', alias: 'stw' }] }] },
  ],
};

export const textOf = (page: AnalyticsPage) => `${JSON.stringify(page, null, 2)}\n`;

export interface Rendered {
  calls: Call[];
  /** The page in the text the designer last wrote. */
  page(): AnalyticsPage;
  text(): string;
  handle: { current: DashboardDesignerHandle | null };
  session: PageActionSession & { [K in keyof PageActionSession]: ReturnType<typeof vi.fn> };
  onShowJson: ReturnType<typeof vi.fn>;
}

export function renderDesigner(initial: AnalyticsPage | string, routes: Route[] = [], options: { errorCount?: number; language?: 'en' | 'ru' } = {}): Rendered {
  const server = fakeServer(...routes, measureSelector, filterConfig, emptyExtract);
  let latest = typeof initial === 'string' ? initial : textOf(initial);
  const handle: { current: DashboardDesignerHandle | null } = { current: null };
  const session = { saveFirst: vi.fn(async () => true), reload: vi.fn(async () => undefined), open: vi.fn() };
  const onShowJson = vi.fn();

  function Harness({ client }: { client: ApiClient }) {
    const [text, setText] = useState(latest);
    return (
      <DashboardDesigner
        ref={(h) => { handle.current = h; }} client={client} code="SPEEDS" text={text} resetKey="SPEEDS/1" isActive
        onTextChange={(next) => { latest = next; setText(next); }} onHistory={() => undefined} errorCount={options.errorCount ?? 0}
        onShowJson={onShowJson} session={session} isListShown={false} onToggleList={() => undefined}
      />
    );
  }

  renderWithShell(<Harness client={server.client} />, options.language);
  return { calls: server.calls, page: () => JSON.parse(latest) as AnalyticsPage, text: () => latest, handle, session, onShowJson };
}
