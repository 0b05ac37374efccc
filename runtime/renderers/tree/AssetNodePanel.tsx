/**
 * The selected node beside the tree: its path, fields and what a manager can do with it — open or
 * edit it, add an arrangement or asset inside it, move it, remove it (not while it has children).
 */
import { Alert, Badge, Breadcrumbs, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import { Icon } from '../../shell/Icon.js';
import { CrudIcon } from '../crud/crud-icons.js';
import { fieldSchema, fieldText, type DisplayContext } from '../crud/display-value.js';
import type { ResourceRecord } from '../crud/resource-api.js';
import { ancestorsOf, childrenOf, isArrangement, nodeTitle, type AssetNodeType } from './asset-tree.js';

/** Fields the tree sets itself; the panel and the form do not show them. */
export const treeManagedFields = ['type', 'parent', 'unit'];
/** Fields only assets have (SPEC §3). */
export const assetOnlyFields = ['assetMakersReference', 'assetModel', 'assetType'];

/** The schema's fields in the uiSchema's `ui:order` (with its "*" for the rest), else in schema order. */
export function orderedFields(definition: Pick<ResourceDefinition, 'schema' | 'uiSchema'>): string[] {
  const all = Object.keys(definition.schema.properties);
  const order = definition.uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return all;
  const named = order.filter((f): f is string => typeof f === 'string' && f !== '*' && all.includes(f));
  const rest = all.filter((f) => !named.includes(f));
  const star = order.indexOf('*');
  return star === -1 ? [...named, ...rest] : [...named.slice(0, star), ...rest, ...named.slice(star)];
}

interface AssetNodePanelProps {
  definition: ResourceDefinition;
  nodes: readonly ResourceRecord[];
  node: ResourceRecord;
  canManage: boolean;
  display: DisplayContext;
  onOpen: () => void;
  onAdd: (type: AssetNodeType) => void;
  onMove: () => void;
  onRemove: () => Promise<void>;
}

export function AssetNodePanel({ definition, nodes, node, canManage, display, onOpen, onAdd, onMove, onRemove }: AssetNodePanelProps) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const children = childrenOf(nodes, node.id);
  const arrangement = isArrangement(node);
  const hidden = new Set([...treeManagedFields, 'code', 'description', ...(arrangement ? assetOnlyFields : [])]);
  const fields = orderedFields(definition).filter((field) => !hidden.has(field));
  const title = (field: string) => {
    const schema = fieldSchema(definition, field);
    return schema?.title ? display.translate(schema.title) : field;
  };

  const remove = async () => {
    setRemoving(true);
    try { await onRemove(); } finally { setRemoving(false); setConfirming(false); }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Breadcrumbs separator="/" separatorMargin={4}>
          {[...ancestorsOf(nodes, node.id).map((a) => String(a.data.code ?? a.label)), String(node.data.code ?? '')].map((part, index) => (
            <Text key={`${index}-${part}`} size="xs" c="dimmed" ff="monospace">{part}</Text>
          ))}
        </Breadcrumbs>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" style={{ flex: 1, minWidth: 0 }}>{nodeTitle(node)}</Title>
          <Badge variant="light" color={arrangement ? 'yellow' : 'blue'} radius="sm">{t(`assetTree.type.${arrangement ? 'arrangement' : 'asset'}`)}</Badge>
        </Group>
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} layout="fixed">
          <Table.Tbody>
            {fields.map((field) => (
              <Table.Tr key={field}>
                <Table.Td w="40%"><Text size="sm" c="dimmed">{title(field)}</Text></Table.Td>
                <Table.Td><Text size="sm" style={{ overflowWrap: 'anywhere' }}>{fieldText(definition, node.data, field, display) || '—'}</Text></Table.Td>
              </Table.Tr>
            ))}
            {arrangement && (
              <Table.Tr>
                <Table.Td><Text size="sm" c="dimmed">{t('assetTree.children')}</Text></Table.Td>
                <Table.Td><Text size="sm">{children.length}</Text></Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<CrudIcon name="pencil" size={14} />} onClick={onOpen}>
            {canManage ? t('assetTree.edit') : t('assetTree.open')}
          </Button>
          {canManage && arrangement && (
            <>
              <Button size="xs" variant="default" leftSection={<CrudIcon name="folder" size={14} />} onClick={() => onAdd('arrangement')}>{t('assetTree.addArrangement')}</Button>
              <Button size="xs" variant="default" leftSection={<Icon name="tool" size={14} />} onClick={() => onAdd('asset')}>{t('assetTree.addAsset')}</Button>
            </>
          )}
          {canManage && <Button size="xs" variant="default" leftSection={<CrudIcon name="move" size={14} />} onClick={onMove}>{t('assetTree.move')}</Button>}
          {canManage && (
            <Button size="xs" variant="light" color="red" leftSection={<CrudIcon name="trash" size={14} />}
              disabled={children.length > 0 || isConfirming} onClick={() => setConfirming(true)}>
              {t('assetTree.remove')}
            </Button>
          )}
        </Group>
        {canManage && children.length > 0 && <Text size="xs" c="dimmed">{t('assetTree.removeHasChildren', { number: children.length })}</Text>}
        {isConfirming && (
          <Alert color="red" variant="light" role="alertdialog" title={t('assetTree.removeTitle')}>
            <Text size="sm">{t('assetTree.removeQuestion', { node: nodeTitle(node) })}</Text>
            <Group gap="xs" mt="sm">
              <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={isRemoving} data-autofocus>{t('crud.editor.keep')}</Button>
              <Button size="xs" color="red" loading={isRemoving} onClick={() => void remove()}>{t('assetTree.removeConfirm')}</Button>
            </Group>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
