/**
 * One panel on the designer's canvas: the runtime's panel cell, focusable and selectable, moved and resized from the
 * keyboard too. Memoised: while a field of one panel is typed, the others are not drawn again.
 */
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chart } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import { resolveText } from '../../descriptors/lib/text.js';
import type { ChartData } from '../../runtime/renderers/analytics/analytics-api.js';
import { PanelCell } from '../../runtime/renderers/analytics/PanelCell.js';
import type { LoadingStatus } from '../../runtime/shell/loading-status.js';
import type { Nudge } from './page-edits.js';
import classes from './dashboard.module.css';

/** What a cell asks of the canvas (stable across renders). */
export interface CellActions {
  select(chartId: string | undefined): void;
  nudge(chartId: string, nudge: Nudge): void;
  remove(chartId: string): void;
}

export interface CanvasCellProps {
  chart: Chart;
  width: number;
  height: number;
  status: LoadingStatus;
  error?: Error;
  data?: ChartData;
  previous?: ChartData;
  isSelected: boolean;
  actions: CellActions;
  describedBy: string;
}

/** Alt+arrows move the panel by a cell, Alt+Shift+arrows resize it. */
export function nudgeOf(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'key'>): Nudge | undefined {
  if (!event.altKey) return undefined;
  const step = ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as Record<string, number[]>)[event.key];
  if (!step) return undefined;
  return event.shiftKey ? { dw: step[0], dh: step[1] } : { dx: step[0], dy: step[1] };
}

export const CanvasCell = memo(function CanvasCell({ chart, isSelected, actions, describedBy, ...cell }: CanvasCellProps) {
  const { t, i18n } = useTranslation();
  const title = chart.title ? resolveText(chart.title, i18n.language, (key) => t(key)) : chart.id;

  const onKeyDown = (event: KeyboardEvent) => {
    const nudge = nudgeOf(event);
    if (nudge) {
      event.preventDefault();
      actions.nudge(chart.id, nudge);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      actions.select(chart.id);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      actions.remove(chart.id);
    } else if (event.key === 'Escape') actions.select(undefined);
  };

  return (
    <div
      className={classes.cell} data-selected={isSelected || undefined} tabIndex={0} role="group"
      aria-label={t('designer.dashboard.canvas.panel', { title })} aria-describedby={describedBy}
      onClick={(event) => { event.stopPropagation(); actions.select(chart.id); }} onKeyDown={onKeyDown}
    >
      <PanelCell chart={chart} {...cell} />
    </div>
  );
});
