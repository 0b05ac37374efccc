/**
 * The asset tree of one ship at a time (/assets-management): pick the ship, browse its arrangements and
 * assets, and — with the manage permission — add, edit (the crud record form in the editor dialog),
 * move and remove nodes. All nodes of the ship are loaded at once (GET ?f.unit=<ship>&size=500).
 */
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/api-client.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import { useEditorDialog } from '../../shell/editor-dialog/index.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { createReferenceOptionsLoader, useReferenceLabels, type ReferenceOption } from '../../widgets/reference-options.js';
import { CrudIcon } from '../crud/crud-icons.js';
import type { DisplayContext } from '../crud/display-value.js';
import { descriptorTextTranslator } from '../crud/form-schema.js';
import { recordEditorView, type RecordEditorContext, type RecordSession } from '../crud/RecordEditor.js';
import type { RecordData } from '../crud/RecordForm.js';
import { listAll, resourceApi, type DefinitionAnswer, type ResourceApi, type ResourceRecord } from '../crud/resource-api.js';
import { AssetNodePanel, assetOnlyFields, treeManagedFields } from './AssetNodePanel.js';
import { AssetTreeView } from './AssetTreeView.js';
import { buildAssetTree, childrenOf, isArrangement, nodeTitle, nodeType, parentOf, type AssetNodeType } from './asset-tree.js';
import { moveNodeView, topLevel, type MoveTarget } from './MoveNodeEditor.js';
import classes from './tree.module.css';
import { LoadFailed } from '../../shell/LoadFailed.js';

export const unitsListPath = '/common/list/units';

interface AssetTreeScreenProps {
  resource: string;
  client: ApiClient;
  screenTitle?: LocalText;
}

export function AssetTreeScreen({ resource, client, screenTitle }: AssetTreeScreenProps) {
  const { t } = useTranslation();
  const api = useMemo(() => resourceApi(client, resource), [client, resource]);
  const answer = useLoadingStatus(() => api.definition());
  const units = useLoadingStatus(() => client.get<ReferenceOption[]>(unitsListPath));
  const failed = answer.status === 'Error' ? answer.error : units.status === 'Error' ? units.error : undefined;
  if (failed) {
    return (
      <LoadFailed error={failed} title={t('crud.definitionFailed')} onRetry={() => { void answer.load(); void units.load(); }} />
    );
  }
  if (!answer.value || !units.value) return <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>;
  return <AssetTreeContent client={client} api={api} answer={answer.value} units={units.value} screenTitle={screenTitle} />;
}

/** uiSchema for a node's form: the tree's own fields hidden, and the asset-only ones for arrangements. */
export function nodeFormOverrides(type: AssetNodeType): UiSchema {
  const hidden = [...treeManagedFields, ...(type === 'arrangement' ? assetOnlyFields : [])];
  return Object.fromEntries(hidden.map((field) => [field, { 'ui:widget': 'hidden' }]));
}

interface AssetTreeContentProps {
  client: ApiClient;
  api: ResourceApi;
  answer: DefinitionAnswer;
  units: ReferenceOption[];
  screenTitle?: LocalText;
}

function AssetTreeContent({ client, api, answer, units, screenTitle }: AssetTreeContentProps) {
  const { t, i18n } = useTranslation();
  const { openEditor } = useEditorDialog();
  const { definition, canManage } = answer;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [unit, setUnit] = useState<string | undefined>(units[0]?.value);
  const [selectedId, setSelectedId] = useState<string>();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const nodesStatus = useLoadingStatus(() => (unit ? listAll(api, { filters: { unit } }) : Promise.resolve([])), { immediate: false });
  useEffect(() => { void nodesStatus.load(); }, [unit, language]); // eslint-disable-line react-hooks/exhaustive-deps
  const nodes = useMemo(() => nodesStatus.value ?? [], [nodesStatus.value]);
  const items = useMemo(() => buildAssetTree(nodes), [nodes]);
  const selected = nodes.find((n) => n.id === selectedId);

  // Arrangements open the first time they are seen; what the user closed stays closed on reload.
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const fresh = nodes.filter((node) => isArrangement(node) && !seen.current.has(node.id));
    for (const node of nodes) seen.current.add(node.id);
    if (fresh.length) setExpanded((current) => ({ ...current, ...Object.fromEntries(fresh.map((node) => [node.id, true])) }));
  }, [nodes]);

  const loadOptions = useMemo(() => createReferenceOptionsLoader(client), [client, language]); // eslint-disable-line react-hooks/exhaustive-deps
  const references = useMemo(
    () => Object.fromEntries(Object.entries(definition.references ?? {}).filter(([field]) => !treeManagedFields.includes(field))),
    [definition],
  );
  const referenceOptions = useReferenceLabels(loadOptions, references);
  const translate = useMemo(() => descriptorTextTranslator(language, (key) => i18n.t(key), (key) => i18n.exists(key)), [i18n, language]);
  const display = useMemo<DisplayContext>(
    () => ({ language, translate, yes: t('crud.yes'), no: t('crud.no'), referenceOptions }),
    [language, translate, t, referenceOptions],
  );
  const reload = () => void nodesStatus.reload();

  const openNode = (node: ResourceRecord | undefined, initial: RecordData) => {
    const type: AssetNodeType = node ? nodeType(node) : (initial.type as AssetNodeType);
    const context: RecordEditorContext = {
      api, definition, canManage, language, loadOptions, canDelete: false, uiSchemaOverrides: nodeFormOverrides(type),
    };
    const session: RecordSession = { record: node };
    openEditor<RecordData>({
      id: 'asset-node',
      title: node ? nodeTitle(node) : t(`assetTree.newTitle.${type}`),
      closable: true,
      editable: canManage,
      component: recordEditorView(context, session),
    }, {
      mode: node && !canManage ? 'view' : 'edit',
      value: node?.data ?? initial,
      onSave: () => {
        if (session.record) setSelectedId(session.record.id);
        reload();
      },
      onEvent: reload,
    });
  };

  const addNode = (type: AssetNodeType, parent: ResourceRecord | undefined) => {
    if (parent) setExpanded((e) => ({ ...e, [parent.id]: true }));
    openNode(undefined, { type, unit, ...(parent ? { parent: parent.id } : {}) });
  };

  const moveNode = (node: ResourceRecord) => {
    openEditor<MoveTarget>({
      id: 'asset-node-move', title: t('assetTree.moveTitle', { node: nodeTitle(node) }), closable: true, width: 'min(560px, 92vw)',
      component: moveNodeView({ api, nodes, node, onMoved: (saved) => { const p = parentOf(saved); if (p) setExpanded((e) => ({ ...e, [p]: true })); } }),
    }, { mode: 'edit', value: { parent: parentOf(node) ?? topLevel }, onSave: reload });
  };

  const removeNode = async (node: ResourceRecord) => {
    if (childrenOf(nodes, node.id).length) return;
    try {
      await api.remove(node.id);
      setSelectedId(parentOf(node));
      reload();
    } catch (error) {
      notifications.show({ color: 'red', title: t('assetTree.removeFailed'), message: (error as Error).message });
    }
  };

  const title = definition.title ? translate(definition.title) : screenTitle ? translate(screenTitle) : t('assetTree.title');
  const isLoading = nodesStatus.status === 'Loading';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">{title}</Title>
          <Text c="dimmed" size="sm">{t('assetTree.subtitle')}</Text>
        </div>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('assetTree.unit')} data={units} value={unit ?? null} searchable allowDeselect={false} w={240}
            onChange={(next) => { setUnit(next ?? undefined); setSelectedId(undefined); }}
            nothingFoundMessage={t('widgets.reference.nothingFound')} placeholder={units.length ? undefined : t('assetTree.noUnits')}
          />
          <Button variant="default" leftSection={<Icon name="refresh" size={16} />} onClick={reload} loading={nodesStatus.status === 'Reloading'}>
            {t('crud.refresh')}
          </Button>
          {canManage && unit && (
            <Button leftSection={<CrudIcon name="plus" />} onClick={() => addNode('arrangement', undefined)}>{t('assetTree.addTopLevel')}</Button>
          )}
        </Group>
      </Group>
      {nodesStatus.status === 'Error' && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('crud.loadFailed')}>{nodesStatus.error?.message}</Alert>
      )}
      <div className={classes.layout}>
        <Paper withBorder radius="md" p="xs" className={classes.treePanel}>
          {isLoading && <Group justify="center" py="xl"><Loader size="sm" aria-label={t('shell.loading')} /></Group>}
          {!isLoading && !unit && <Text c="dimmed" size="sm" p="md">{t('assetTree.noUnits')}</Text>}
          {!isLoading && unit && nodes.length === 0 && nodesStatus.status !== 'Error' && (
            <Stack align="center" gap="xs" py="xl">
              <Text c="dimmed" size="sm">{t('assetTree.empty')}</Text>
              {canManage && <Button size="xs" variant="light" onClick={() => addNode('arrangement', undefined)}>{t('assetTree.addTopLevel')}</Button>}
            </Stack>
          )}
          {!isLoading && nodes.length > 0 && (
            <AssetTreeView
              items={items} selectedId={selectedId} expanded={expanded} label={t('assetTree.treeLabel', { unit: units.find((u) => u.value === unit)?.label ?? '' })}
              onSelect={setSelectedId} onExpandedChange={setExpanded}
              onOpen={(id) => { const node = nodes.find((n) => n.id === id); if (node) openNode(node, node.data); }}
            />
          )}
        </Paper>
        {selected ? (
          <AssetNodePanel
            definition={definition} nodes={nodes} node={selected} canManage={canManage} display={display}
            onOpen={() => openNode(selected, selected.data)}
            onAdd={(type) => addNode(type, selected)}
            onMove={() => moveNode(selected)}
            onRemove={() => removeNode(selected)}
          />
        ) : (
          <Paper withBorder radius="md" p="md"><Text c="dimmed" size="sm">{t('assetTree.selectHint')}</Text></Paper>
        )}
      </div>
    </Stack>
  );
}
