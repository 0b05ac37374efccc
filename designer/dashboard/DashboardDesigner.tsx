/**
 * The visual tab of an analytics page in the designer: the panels on the grid (drag, resize, select), a side form
 * for the selected panel or the page, the live preview, undo/redo, and publish, unpublish and duplicate. It edits
 * the session's JSON text, so Save, revisions, conflicts and validation work as for the JSON tab.
 */
import { Alert, Button, Tabs, Text } from '@mantine/core';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPage } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import type { PanelType } from '../../descriptors/lib/analytics/panel-types.js';
import { Icon } from '../../runtime/shell/Icon.js';
import { historyKey } from '../lib/history-key.js';
import { useBodyHistory } from '../lib/use-body-history.js';
import type { VisualEditorHandle, VisualEditorProps } from '../lib/visual-editor-props.js';
import { dashboardApi } from './dashboard-api.js';
import { DashboardToolsContext } from './dashboard-context.js';
import { DashboardCanvas } from './DashboardCanvas.js';
import { DashboardToolbar } from './DashboardToolbar.js';
import { PageInspector } from './inspector/PageInspector.js';
import { PanelInspector } from './inspector/PanelInspector.js';
import { pageCodec, readPage, sharePage } from './page-body.js';
import { addPanel, applyLocations, duplicatePanel, nudgePanel, removePanel } from './page-edits.js';
import { useFilterDefinitions } from './use-filter-definitions.js';
import { usePageActions } from './use-page-actions.js';
import { useTagCatalogue } from './use-tag-catalogue.js';
import classes from './dashboard.module.css';

/** What the designer's header asks of the visual tab. */
export type DashboardDesignerHandle = VisualEditorHandle;
export type DashboardDesignerProps = VisualEditorProps;

export function DashboardDesigner(props: DashboardDesignerProps) {
  const { t } = useTranslation();
  const { client, code, text, isActive, ref } = props;
  const api = useMemo(() => dashboardApi(client), [client]);
  const reading = useMemo(() => readPage(text), [text]);
  const shared = useRef<AnalyticsPage>(undefined);
  const page = useMemo(() => (reading.isReadable ? sharePage(shared.current, reading.page) : undefined), [reading]);
  if (page) shared.current = page;
  const history = useBodyHistory(text, props.onTextChange, props.resetKey, pageCodec);
  const catalogue = useTagCatalogue(api, page?.units, page?.cluster);
  const filters = useFilterDefinitions(api);
  const tools = useMemo(() => ({ api, catalogue, filters }), [api, catalogue, filters]);
  const actions = usePageActions(api, code, props.session);
  const [selectedId, setSelectedId] = useState<string>();
  const [side, setSide] = useState<string | null>('page');
  const selected = page?.charts?.find((c) => c.id === selectedId);
  const shownSide = side === 'panel' && !selected ? 'page' : side;

  useImperativeHandle(ref, () => ({ undo: history.undo, redo: history.redo }), [history.undo, history.redo]);
  const onHistory = useRef(props.onHistory);
  onHistory.current = props.onHistory;
  useEffect(() => {
    if (isActive) onHistory.current({ canUndo: history.canUndo, canRedo: history.canRedo });
  }, [isActive, history.canUndo, history.canRedo]);

  const select = (chartId: string | undefined) => {
    setSelectedId(chartId);
    setSide(chartId ? 'panel' : 'page');
  };
  const add = (type: PanelType) => {
    let added: string | undefined;
    history.edit((p) => { const result = addPanel(p, type); added = result.chartId; return result.page; });
    if (added) select(added);
  };
  const duplicate = (chartId: string) => {
    let copy: string | undefined;
    history.edit((p) => { const result = duplicatePanel(p, chartId); copy = result.chartId; return result.page; });
    if (copy) select(copy);
  };
  const remove = (chartId: string) => {
    history.edit((p) => removePanel(p, chartId));
    select(undefined);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = historyKey(event);
    if (!step) return;
    event.preventDefault();
    history[step]();
  };

  return (
    <DashboardToolsContext value={tools}>
      <div className={classes.root} onKeyDown={onKeyDown} role="region" aria-label={t('designer.dashboard.region')}>
        <DashboardToolbar
          onAdd={add} isPublished={page?.published === true} code={code} blockReason={props.blockReason} running={actions.running} onAction={(a) => void actions.run(a)}
          errorCount={props.errorCount} onShowJson={props.onShowJson} isListShown={props.isListShown} onToggleList={props.onToggleList}
        />
        {actions.failure && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} withCloseButton onClose={actions.dismiss} closeButtonLabel={t('common.close')} role="alert" p="xs">
            {actions.failure}
          </Alert>
        )}
        {!page ? (
          <Alert color="orange" variant="light" icon={<Icon name="alert" />} title={t('designer.dashboard.unreadable.title')}>
            <Text size="sm">{t(`designer.dashboard.unreadable.${reading.isReadable ? 'shape' : reading.reason}`)}</Text>
            <Button size="xs" mt="xs" variant="default" onClick={props.onShowJson}>{t('designer.dashboard.unreadable.open')}</Button>
          </Alert>
        ) : (
          <div className={classes.work}>
            <div className={classes.canvas}>
              {isActive && (
                <DashboardCanvas
                  page={page} selectedId={selectedId} onSelect={select} onAddFirst={() => add('timeseries')}
                  onLocations={(locations, step) => history.edit((p) => applyLocations(p, locations), step)}
                  onNudge={(chartId, nudge) => history.edit((p) => nudgePanel(p, chartId, nudge), `nudge:${chartId}`)}
                  onRemove={remove}
                />
              )}
            </div>
            <aside className={classes.inspector} aria-label={t('designer.dashboard.inspector')}>
              <Tabs value={shownSide} onChange={setSide} keepMounted={false}>
                <Tabs.List grow>
                  <Tabs.Tab value="panel" disabled={!selected}>{t('designer.dashboard.tabs.panel')}</Tabs.Tab>
                  <Tabs.Tab value="page">{t('designer.dashboard.tabs.page')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="panel" className={classes.inspectorBody}>
                  {selected && (
                    <PanelInspector page={page} chart={selected} edit={history.edit} onDuplicate={() => duplicate(selected.id)} onRemove={() => remove(selected.id)} />
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="page" className={classes.inspectorBody}>
                  <PageInspector page={page} edit={history.edit} />
                </Tabs.Panel>
              </Tabs>
            </aside>
          </div>
        )}
      </div>
    </DashboardToolsContext>
  );
}
