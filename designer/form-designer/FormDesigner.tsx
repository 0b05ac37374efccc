/**
 * The visual tab of a form descriptor: the palette and the field tree, the selected field's properties (or the
 * form's), and the form as the runtime draws it. It edits the session's JSON text (one Monaco edit per change), so
 * Save, revisions, conflicts and validation work as for the JSON tab, with undo and redo of its own.
 */
import { ActionIcon, Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime/shell/Icon.js';
import { historyKey } from '../lib/history-key.js';
import { useBodyHistory } from '../lib/use-body-history.js';
import type { VisualEditorProps } from '../lib/visual-editor-props.js';
import { PreviewPanel } from '../preview/PreviewPanel.js';
import { sampleDataOf } from './expression-check.js';
import { FieldPalette } from './FieldPalette.js';
import { FieldProperties } from './FieldProperties.js';
import { FieldTree, rowId, type DropTarget } from './FieldTree.js';
import { formCodec, isSamePath, readForm, type FormDraft } from './form-body.js';
import { addField, moveField, nudgeField, removeField, renameField, type FieldEdit, type Nudge } from './form-edits.js';
import { fieldTree, flattenTree } from './form-tree.js';
import { FormProperties } from './FormProperties.js';
import type { FieldTypeId } from './field-types.js';
import classes from './form-designer.module.css';

type Dragged = { kind: 'field'; path: string[] } | { kind: 'type'; type: FieldTypeId };

const nudgeButtons: { nudge: Nudge; glyph: string }[] = [
  { nudge: 'up', glyph: '↑' }, { nudge: 'down', glyph: '↓' }, { nudge: 'in', glyph: '→' }, { nudge: 'out', glyph: '←' },
];

export function FormDesigner(props: VisualEditorProps) {
  const { t, i18n } = useTranslation();
  const { text, isActive, ref } = props;
  const body = useMemo(() => readForm(text), [text]);
  const history = useBodyHistory(text, props.onTextChange, props.resetKey, formCodec);
  const tree = useMemo(() => (body ? fieldTree(body) : []), [body]);
  const sample = useMemo(() => (body ? sampleDataOf(body.schema) : {}), [body]);
  const [selected, setSelected] = useState<string[]>();
  const dragged = useRef<Dragged>(undefined);
  const node = selected && flattenTree(tree).find((n) => isSamePath(n.path, selected));

  useImperativeHandle(ref, () => ({ undo: history.undo, redo: history.redo }), [history.undo, history.redo]);
  const onHistory = useRef(props.onHistory);
  onHistory.current = props.onHistory;
  useEffect(() => {
    if (isActive) onHistory.current({ canUndo: history.canUndo, canRedo: history.canRedo });
  }, [isActive, history.canUndo, history.canRedo]);

  /** A structural edit; the field it leaves behind is selected and focused. */
  const apply = (change: (b: FormDraft) => FieldEdit | undefined) => {
    let path: string[] | undefined;
    history.edit((b) => { const result = change(b); path = result?.path; return result ? result.body : b; });
    if (!path) return;
    const focused = path;
    setSelected(focused);
    requestAnimationFrame(() => document.getElementById(rowId(focused))?.focus());
  };
  const labelOf = (type: FieldTypeId) => ({
    en: i18n.getFixedT('en')(`designer.formDesigner.types.${type}`), ru: i18n.getFixedT('ru')(`designer.formDesigner.types.${type}`),
  });
  /** Into the selected section or table, else beside the selected field, else at the end of the form. */
  const add = (type: FieldTypeId, target?: DropTarget) => {
    const parent = target?.parent ?? (node ? (node.kind === 'field' ? node.path.slice(0, -1) : node.path) : []);
    apply((b) => addField(b, parent, type, labelOf(type), target?.index));
  };
  const drop = (target: DropTarget) => {
    const what = dragged.current;
    dragged.current = undefined;
    if (what?.kind === 'type') add(what.type, target);
    else if (what) apply((b) => moveField(b, what.path, target.parent, target.index));
  };
  const nudge = (path: string[], how: Nudge) => apply((b) => nudgeField(b, path, how));
  const remove = (path: string[]) => {
    history.edit((b) => removeField(b, path));
    setSelected(undefined);
  };
  const rename = (code: string) => {
    if (!body || !node) return undefined;
    const result = renameField(body, node.path, code);
    if ('error' in result) return result.error;
    apply((b) => { const again = renameField(b, node.path, code); return 'error' in again ? undefined : again; });
    return undefined;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = historyKey(event);
    if (!step) return;
    event.preventDefault();
    history[step]();
  };

  return (
    <div className={classes.root} onKeyDown={onKeyDown} role="region" aria-label={t('designer.formDesigner.region')}>
      <Group gap="xs" justify="space-between">
        <Button size="compact-xs" variant="subtle" onClick={props.onToggleList}>
          {t(props.isListShown ? 'designer.formDesigner.hideList' : 'designer.formDesigner.showList')}
        </Button>
        {props.errorCount > 0 && (
          <Badge color="red" variant="light" component="button" onClick={props.onShowJson} style={{ cursor: 'pointer' }}>
            {t('designer.formDesigner.problems', { count: props.errorCount })}
          </Badge>
        )}
      </Group>
      {!body ? (
        <Alert color="orange" variant="light" icon={<Icon name="alert" />} title={t('designer.formDesigner.unreadable.title')}>
          <Text size="sm">{t('designer.formDesigner.unreadable.message')}</Text>
          <Button size="xs" mt="xs" variant="default" onClick={props.onShowJson}>{t('designer.formDesigner.unreadable.open')}</Button>
        </Alert>
      ) : (
        <div className={classes.work}>
          <Stack gap="sm" className={classes.column}>
            <FieldPalette onAdd={(type) => add(type)} onDragType={(type) => { dragged.current = type && { kind: 'type', type }; }} />
            <div>
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text size="xs" fw={600} tt="uppercase" c="dimmed">{t('designer.formDesigner.tree')}</Text>
                <Group gap={2} wrap="nowrap">
                  {nudgeButtons.map(({ nudge: how, glyph }) => (
                    <ActionIcon key={how} size="sm" variant="subtle" disabled={!node} aria-label={t(`designer.formDesigner.move.${how}`)}
                      title={t(`designer.formDesigner.move.${how}`)} onClick={() => node && nudge(node.path, how)}>{glyph}</ActionIcon>
                  ))}
                  <Button size="compact-xs" variant="subtle" disabled={!node} onClick={() => setSelected(undefined)}>{t('designer.formDesigner.form.select')}</Button>
                </Group>
              </Group>
              <FieldTree
                nodes={tree} selected={node?.path} onSelect={setSelected} onNudge={nudge} onRemove={remove} onDrop={drop}
                onDragField={(path) => { dragged.current = path && { kind: 'field', path }; }}
              />
            </div>
          </Stack>
          <div className={classes.column} aria-label={t('designer.formDesigner.properties')} role="complementary">
            {node ? (
              <FieldProperties key={node.path.join('.')} body={body} node={node} edit={history.edit} onRename={rename} onRemove={() => remove(node.path)} sample={sample} />
            ) : (
              <FormProperties body={body} edit={history.edit} />
            )}
          </div>
          <div className={classes.previewColumn}>{isActive && <PreviewPanel kind="form" text={text} />}</div>
        </div>
      )}
    </div>
  );
}
