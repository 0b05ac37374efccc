/**
 * Moving a node, as an editor view in the generic dialog: pick the new parent among the arrangements
 * (or the top level). A parent inside the node itself is refused here before the server refuses it too.
 */
import { Alert, Select, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorViewProps } from '../../shell/editor-dialog/index.js';
import type { ResourceApi, ResourceRecord } from '../crud/resource-api.js';
import { toSaveProblem } from '../crud/save-problem.js';
import { dropdownAboveDialogs } from '../../widgets/ReferenceWidget.js';
import { ancestorsOf, moveTargets, nodeTitle, parentOf, wouldCreateCycle } from './asset-tree.js';

export const topLevel = '';

export interface MoveTarget {
  /** The new parent's id, or `topLevel`. */
  parent: string;
}

/** The record's data with the new parent (none at the top level). */
export function withParent(data: Record<string, unknown>, parent: string): Record<string, unknown> {
  const next = { ...data, parent };
  if (parent === topLevel) delete (next as Record<string, unknown>).parent;
  return next;
}

interface MoveNodeContext {
  api: ResourceApi;
  nodes: readonly ResourceRecord[];
  node: ResourceRecord;
  onMoved: (saved: ResourceRecord) => void;
}

function MoveNodeEditor({ value, onChange, registerSubmit, context }: EditorViewProps<MoveTarget> & { context: MoveNodeContext }) {
  const { t } = useTranslation();
  const { api, nodes, node } = context;
  const [error, setError] = useState<string>();
  const valueRef = useRef(value);
  valueRef.current = value;

  const path = (target: ResourceRecord) => [...ancestorsOf(nodes, target.id), target].map((n) => String(n.data.code ?? n.label)).join(' / ');
  const options = [
    { value: topLevel, label: t('assetTree.topLevel') },
    ...moveTargets(nodes, node.id).map((target) => ({ value: target.id, label: `${path(target)} — ${String(target.data.description ?? '')}` })),
  ];

  useEffect(() => registerSubmit(async () => {
    const parent = valueRef.current.parent;
    setError(undefined);
    if (wouldCreateCycle(nodes, node.id, parent || undefined)) {
      setError(t('assetTree.cycle'));
      throw new Error('cycle');
    }
    if ((parentOf(node) ?? topLevel) === parent) return valueRef.current;
    try {
      const saved = await api.update(node.id, { version: node.version, data: withParent(node.data, parent) });
      context.onMoved(saved);
      return valueRef.current;
    } catch (failure) {
      setError(toSaveProblem(failure).message);
      throw failure;
    }
  }), [registerSubmit, api, nodes, node, context, t]);

  return (
    <Stack gap="sm">
      <Text size="sm">{t('assetTree.moveHint', { node: nodeTitle(node) })}</Text>
      <Select
        label={t('assetTree.newParent')} data={options} value={value.parent} searchable allowDeselect={false}
        onChange={(next) => { setError(undefined); onChange({ parent: next ?? topLevel }); }}
        comboboxProps={dropdownAboveDialogs} nothingFoundMessage={t('widgets.reference.nothingFound')} data-autofocus
      />
      {error && <Alert color="red" variant="light" role="alert">{error}</Alert>}
    </Stack>
  );
}

export function moveNodeView(context: MoveNodeContext): ComponentType<EditorViewProps<MoveTarget>> {
  return function MoveNodeView(props: EditorViewProps<MoveTarget>) {
    return <MoveNodeEditor {...props} context={context} />;
  };
}
