/**
 * The tree itself (Mantine Tree: arrow keys move, Right/Left open and close, Space toggles). Focus
 * selects a node, so the keyboard user's position is the selection; Enter opens it.
 */
import { Badge, Group, Text, Tree, useTree, type TreeNodeData } from '@mantine/core';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { CrudIcon } from '../crud/crud-icons.js';
import type { ResourceRecord } from '../crud/resource-api.js';
import { isArrangement, type AssetTreeItem } from './asset-tree.js';
import classes from './tree.module.css';

const toTreeData = (items: readonly AssetTreeItem[]): TreeNodeData[] =>
  items.map((item) => ({ value: item.node.id, label: item.node.label, children: toTreeData(item.children), nodeProps: { record: item.node } }));

interface AssetTreeViewProps {
  items: readonly AssetTreeItem[];
  selectedId: string | undefined;
  expanded: Record<string, boolean>;
  label: string;
  onSelect: (id: string) => void;
  onExpandedChange: (expanded: Record<string, boolean>) => void;
  onOpen: (id: string) => void;
}

export function AssetTreeView({ items, selectedId, expanded, label, onSelect, onExpandedChange, onOpen }: AssetTreeViewProps) {
  const { t } = useTranslation();
  const data = useMemo(() => toTreeData(items), [items]);
  const selectedState = useMemo(() => (selectedId ? [selectedId] : []), [selectedId]);
  const tree = useTree({
    selectedState,
    onSelectedStateChange: (state) => { if (state[0]) onSelect(state[0]); },
    expandedState: expanded,
    onExpandedStateChange: onExpandedChange,
  });

  const valueOf = (target: EventTarget | null) => (target as HTMLElement | null)?.closest<HTMLElement>('[role=treeitem]')?.dataset.value;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const value = valueOf(event.target);
    if (event.key === 'Enter' && value) {
      event.preventDefault();
      onOpen(value);
    }
  };

  return (
    <Tree
      data={data} tree={tree} aria-label={label} className={classes.tree} levelOffset={22}
      selectOnClick expandOnClick={false}
      onFocus={(event) => { const value = valueOf(event.target); if (value && value !== selectedId) onSelect(value); }}
      onKeyDown={onKeyDown}
      onDoubleClick={(event) => { const value = valueOf(event.target); if (value) onOpen(value); }}
      renderNode={({ node, expanded: isOpen, hasChildren, selected, elementProps }) => {
        const record = node.nodeProps?.record as ResourceRecord;
        const arrangement = isArrangement(record);
        return (
          <Group gap={6} wrap="nowrap" {...elementProps} className={`${elementProps.className} ${classes.node}`} data-selected={selected || undefined}>
            <span
              className={classes.chevron} data-open={isOpen || undefined} data-hidden={!hasChildren || undefined}
              onClick={(event) => { event.stopPropagation(); tree.toggleExpanded(node.value); }}
              aria-hidden="true"
            >
              <Icon name="chevron" size={14} />
            </span>
            {arrangement
              ? <CrudIcon name="folder" size={16} className={classes.arrangementIcon} />
              : <Icon name="tool" size={16} className={classes.assetIcon} />}
            <Text size="sm" fw={600} ff="monospace" span className={classes.code}>{String(record.data.code ?? '')}</Text>
            <Text size="sm" span truncate className={classes.description}>{String(record.data.description ?? '')}</Text>
            {record.disabled && <Badge size="xs" variant="outline" color="gray" radius="sm">{t('crud.disabled')}</Badge>}
          </Group>
        );
      }}
    />
  );
}
