/**
 * The form's fields as a tree: sections and tables hold fields. Click or arrows select; Alt+↑/↓ move a field among
 * its siblings, Alt+→ into the section or table above it, Alt+← out of its own; Delete removes it. A field dragged
 * from the tree or a type from the palette drops before or after a row, or inside a section or table.
 */
import { Badge, Text } from '@mantine/core';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../descriptors/lib/text.js';
import type { Nudge } from './form-edits.js';
import { isSamePath, pathKey, type FieldPath } from './form-body.js';
import { flattenTree, type FieldNode } from './form-tree.js';
import classes from './form-designer.module.css';

export type DropPlace = 'before' | 'after' | 'inside';
/** Where a drop lands: the container and the index in it. */
export interface DropTarget { parent: string[]; index: number }

export interface FieldTreeProps {
  nodes: FieldNode[];
  selected: FieldPath | undefined;
  onSelect(path: string[]): void;
  onNudge(path: string[], nudge: Nudge): void;
  onRemove(path: string[]): void;
  /** Something is being dragged (a field or a palette type): dropping it here. */
  onDrop(target: DropTarget): void;
  onDragField(path: string[] | undefined): void;
}

const nudgeKeys: Record<string, Nudge> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'in', ArrowLeft: 'out' };

function placeOf(event: DragEvent<HTMLElement>, isContainer: boolean): DropPlace {
  const rect = event.currentTarget.getBoundingClientRect();
  const y = rect.height ? (event.clientY - rect.top) / rect.height : 0.5;
  if (isContainer) return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
  return y < 0.5 ? 'before' : 'after';
}

export function FieldTree({ nodes, selected, onSelect, onNudge, onRemove, onDrop, onDragField }: FieldTreeProps) {
  const { t, i18n } = useTranslation();
  const [over, setOver] = useState<{ key: string; place: DropPlace }>();
  const flat = flattenTree(nodes);
  const labelOf = (node: FieldNode) => (node.label ? resolveText(node.label, i18n.language, (key) => t(key)) : node.code);

  const onKeyDown = (event: KeyboardEvent, node: FieldNode) => {
    if (event.altKey && nudgeKeys[event.key]) {
      event.preventDefault();
      onNudge(node.path, nudgeKeys[event.key]);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      onRemove(node.path);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const index = flat.findIndex((n) => isSamePath(n.path, node.path)) + (event.key === 'ArrowDown' ? 1 : -1);
      const next = flat[index];
      if (next) {
        onSelect(next.path);
        document.getElementById(rowId(next.path))?.focus();
      }
    }
  };

  const drop = (event: DragEvent, target: DropTarget) => {
    event.preventDefault();
    setOver(undefined);
    onDrop(target);
  };

  const renderNodes = (list: FieldNode[], level: number) => list.map((node, index) => {
    const key = pathKey(node.path);
    const isContainer = node.kind !== 'field';
    const parent = node.path.slice(0, -1);
    const isSelected = isSamePath(node.path, selected);
    const targetOf = (place: DropPlace): DropTarget => (place === 'inside'
      ? { parent: node.path, index: node.children.length } : { parent, index: place === 'before' ? index : index + 1 });
    return (
      <li key={key} role="none">
        <div
          id={rowId(node.path)} role="treeitem" aria-level={level} aria-selected={isSelected} aria-label={`${labelOf(node)} (${node.code})`}
          aria-expanded={isContainer ? true : undefined} tabIndex={isSelected || (!selected && key === pathKey(flat[0].path)) ? 0 : -1}
          className={classes.row} style={{ paddingLeft: 6 + (level - 1) * 16 }} data-drop={over?.key === key ? over.place : undefined}
          // Firefox starts a drag only when it carries data.
          draggable onDragStart={(event) => { event.stopPropagation(); event.dataTransfer?.setData('text/plain', node.code); onDragField(node.path); }} onDragEnd={() => { onDragField(undefined); setOver(undefined); }}
          onDragOver={(event) => { event.preventDefault(); event.stopPropagation(); setOver({ key, place: placeOf(event, isContainer) }); }}
          onDragLeave={() => setOver((current) => (current?.key === key ? undefined : current))}
          onDrop={(event) => { event.stopPropagation(); drop(event, targetOf(placeOf(event, isContainer))); }}
          onClick={() => onSelect(node.path)} onKeyDown={(event) => onKeyDown(event, node)}
        >
          {/* The label gets the row's width and wraps; the code sits under it, so neither is cut short in a narrow column. */}
          <span className={classes.label}>
            <span>{labelOf(node)}{node.isRequired && <Text span c="red" aria-hidden> *</Text>}</span>
            <Text span size="xs" c="dimmed" ff="monospace" className={classes.code}>{node.code}</Text>
          </span>
          <Badge size="xs" variant="light" color={isContainer ? 'blue' : 'gray'}>
            {t(node.type ? `designer.formDesigner.types.${node.type}` : 'designer.formDesigner.types.other')}
          </Badge>
        </div>
        {node.children.length > 0 && <ul role="group" className={classes.tree}>{renderNodes(node.children, level + 1)}</ul>}
      </li>
    );
  });

  return (
    <>
      {nodes.length ? (
        <ul role="tree" aria-label={t('designer.formDesigner.tree')} className={classes.tree}>{renderNodes(nodes, 1)}</ul>
      ) : (
        <Text size="sm" c="dimmed">{t('designer.formDesigner.noFields')}</Text>
      )}
      <div
        className={classes.endZone} data-drop={over?.key === '' ? 'inside' : undefined} aria-hidden
        onDragOver={(event) => { event.preventDefault(); setOver({ key: '', place: 'inside' }); }}
        onDragLeave={() => setOver(undefined)} onDrop={(event) => drop(event, { parent: [], index: nodes.length })}
      />
    </>
  );
}

export const rowId = (path: FieldPath) => `form-field-${path.join('__')}`;
