/**
 * The selected field's properties: code, label and help in both languages, requiredness, read-only, width, the limits
 * its type takes (an attachments field's most files), its default, choices, reference or computed expression, and the
 * rules that show, hide, require or lock it. Each change is one edit of the body; typing in one input is one undo step.
 */
import { Button, Checkbox, Divider, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RuleEffect } from '../../descriptors/lib/form-rules.js';
import type { LocalText } from '../../descriptors/lib/text.js';
import { LocalTextInput } from '../dashboard/inspector/LocalTextInput.js';
import type { EditBody } from '../lib/use-body-history.js';
import { isJsonObject } from '../lib/parse-json.js';
import { ChoicesEditor } from './ChoicesEditor.js';
import { CodeInput } from './CodeInput.js';
import { ExpressionInput } from './ExpressionInput.js';
import { choicesOf, ruleOf, setChoices, setRequired, setRule, setSchemaKeyword, setUiKey, setUiOption } from './field-edits.js';
import { attachmentLimits } from '../../descriptors/lib/elog/attachment-files.js';
import { minuteResolutions } from '../../descriptors/lib/elog/time-with-offset.js';
import { hasChoices, hasNumberLimits, hasTextLimits, holdsValue } from './field-types.js';
import { fieldSchema, fieldUi, pathKey, type FormDraft, type Json } from './form-body.js';
import type { FieldNode } from './form-tree.js';
import { NumberText } from './NumberText.js';

export interface FieldPropertiesProps {
  body: FormDraft;
  node: FieldNode;
  edit: EditBody<FormDraft>;
  onRename(code: string): 'invalid' | 'taken' | undefined;
  onRemove(): void;
  sample: Json;
}

const ruleEffects: RuleEffect[] = ['show', 'hide', 'require', 'readonly'];
const widths = ['auto', 'two', 'full'] as const;
type Width = (typeof widths)[number];
const widthOf = (options: Json): Width => (options.wide === true ? 'full' : options.span === 2 ? 'two' : 'auto');
const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

export function FieldProperties({ body, node, edit, onRename, onRemove, sample }: FieldPropertiesProps) {
  const { t } = useTranslation();
  const { path, type } = node;
  const schema = fieldSchema(body.schema, path) ?? {};
  const ui = fieldUi(body, path);
  const options = isJsonObject(ui['ui:options']) ? ui['ui:options'] : {};
  const key = (name: string) => `${pathKey(path)}:${name}`;
  const keyword = (name: string) => (value: unknown) => edit((b) => setSchemaKeyword(b, path, name, value), key(name));
  const uiKey = (name: string) => (value: unknown) => edit((b) => setUiKey(b, path, name, value), key(name));
  const option = (name: string) => (value: unknown) => edit((b) => setUiOption(b, path, name, value), key(name));
  const isNumeric = hasNumberLimits(type);
  const reference = isJsonObject(options.reference) ? options.reference : undefined;

  return (
    <Stack gap="xs" aria-label={t('designer.formDesigner.props.title')} role="form">
      <CodeInput code={node.code} onRename={onRename} />
      <LocalTextInput label={t(type === 'staticText' ? 'designer.formDesigner.props.text' : 'designer.formDesigner.props.label')} value={ui['ui:title'] as LocalText | undefined} onChange={uiKey('ui:title')} />
      {holdsValue(type) && <LocalTextInput label={t('designer.formDesigner.props.help')} value={ui['ui:help'] as LocalText | undefined} onChange={uiKey('ui:help')} />}
      {holdsValue(type) && (
        <Group gap="md">
          <Checkbox size="xs" label={t('designer.formDesigner.props.required')} checked={node.isRequired}
            onChange={(event) => { const checked = event.currentTarget.checked; edit((b) => setRequired(b, path, checked)); }} />
          {node.kind === 'field' && type !== 'computed' && (
            <Checkbox size="xs" label={t('designer.formDesigner.props.readonly')} checked={ui['ui:readonly'] === true}
              onChange={(event) => uiKey('ui:readonly')(event.currentTarget.checked || undefined)} />
          )}
        </Group>
      )}
      {node.kind === 'field' && (
        <NativeSelect size="xs" label={t('designer.formDesigner.props.width')} value={widthOf(options)}
          data={widths.map((width) => ({ value: width, label: t(`designer.formDesigner.props.widths.${width}`) }))}
          onChange={(event) => {
            const width = event.currentTarget.value as Width;
            edit((b) => setUiOption(setUiOption(b, path, 'wide', width === 'full' || undefined), path, 'span', width === 'two' ? 2 : undefined), key('width'));
          }} />
      )}
      {type === 'staticText' && (
        <NativeSelect size="xs" label={t('designer.formDesigner.props.textStyle')} value={options.variant === 'text' ? 'text' : 'heading'}
          data={(['heading', 'text'] as const).map((variant) => ({ value: variant, label: t(`designer.formDesigner.props.textStyles.${variant}`) }))}
          onChange={(event) => option('variant')(event.currentTarget.value)} />
      )}
      {type === 'shipTime' && (
        <>
          <Group gap="md">
            <Checkbox size="xs" label={t('designer.formDesigner.props.useTime')} checked={options.useTime !== false}
              onChange={(event) => option('useTime')(event.currentTarget.checked ? undefined : false)} />
            <Checkbox size="xs" label={t('designer.formDesigner.props.useOffset')} checked={options.useOffset !== false}
              onChange={(event) => option('useOffset')(event.currentTarget.checked ? undefined : false)} />
          </Group>
          <NativeSelect size="xs" label={t('designer.formDesigner.props.minuteResolution')} value={String(options.minuteResolution ?? 1)}
            data={minuteResolutions.map((minutes) => ({ value: String(minutes), label: t('designer.formDesigner.props.minutes', { count: minutes }) }))}
            onChange={(event) => option('minuteResolution')(Number(event.currentTarget.value))} />
        </>
      )}
      {isNumeric && (
        <SimpleGrid cols={2} spacing={6}>
          <NumberText label={t('designer.formDesigner.props.minimum')} value={asNumber(schema.minimum)} onChange={keyword('minimum')} />
          <NumberText label={t('designer.formDesigner.props.maximum')} value={asNumber(schema.maximum)} onChange={keyword('maximum')} />
          <NumberText label={t('designer.formDesigner.props.default')} value={asNumber(schema.default)} onChange={keyword('default')} isInteger={type === 'integer'} />
          {type !== 'integer' && (
            <NumberText label={t('designer.formDesigner.props.precision')} value={asNumber(options.precision)} onChange={option('precision')} isInteger />
          )}
        </SimpleGrid>
      )}
      {isNumeric && <LocalTextInput label={t('designer.formDesigner.props.unit')} value={options.unit as LocalText | undefined} onChange={option('unit')} />}
      {hasTextLimits(type) && (
        <>
          <SimpleGrid cols={2} spacing={6}>
            <NumberText label={t('designer.formDesigner.props.minLength')} value={asNumber(schema.minLength)} onChange={keyword('minLength')} isInteger />
            <NumberText label={t('designer.formDesigner.props.maxLength')} value={asNumber(schema.maxLength)} onChange={keyword('maxLength')} isInteger />
          </SimpleGrid>
          <TextInput size="xs" ff="monospace" label={t('designer.formDesigner.props.pattern')} value={asText(schema.pattern)}
            onChange={(event) => keyword('pattern')(event.currentTarget.value || undefined)} />
          <TextInput size="xs" label={t('designer.formDesigner.props.default')} value={asText(schema.default)}
            onChange={(event) => keyword('default')(event.currentTarget.value || undefined)} />
        </>
      )}
      {type === 'attachments' && (
        <NumberText label={t('designer.formDesigner.props.maxFiles', { max: attachmentLimits.maxFiles })} value={asNumber(schema.maxItems)} isInteger
          onChange={(value) => keyword('maxItems')(value === undefined ? undefined : Math.min(Math.max(1, value), attachmentLimits.maxFiles))} />
      )}
      {hasChoices(type) && <ChoicesEditor choices={choicesOf(body, path)} onChange={(choices) => edit((b) => setChoices(b, path, choices), key('choices'))} />}
      {type === 'reference' && (
        <SimpleGrid cols={2} spacing={6}>
          <TextInput size="xs" ff="monospace" label={t('designer.formDesigner.props.resource')} value={asText(reference?.resource)}
            onChange={(event) => option('reference')({ ...reference, resource: event.currentTarget.value })} />
          <TextInput size="xs" ff="monospace" label={t('designer.formDesigner.props.referenceKey')} value={asText(reference?.key)}
            onChange={(event) => { const { key: _old, ...rest } = reference ?? {}; const value = event.currentTarget.value; option('reference')(value ? { ...rest, key: value } : rest); }} />
        </SimpleGrid>
      )}
      {type === 'tagValue' && (
        <TextInput size="xs" ff="monospace" label={t('designer.formDesigner.props.measure')} description={t('designer.formDesigner.props.measureHint')}
          value={asText(options.measure)} onChange={(event) => option('measure')(event.currentTarget.value.trim())} />
      )}
      {type === 'computed' && (
        <ExpressionInput label={t('designer.formDesigner.props.computed')} value={asText(options.computed)} sample={sample}
          onChange={(value) => option('computed')(value ?? '')} />
      )}
      <Divider label={t('designer.formDesigner.rules.title')} labelPosition="left" />
      <Text size="xs" c="dimmed">{t('designer.formDesigner.rules.hint')}</Text>
      {ruleEffects.map((effect) => (
        <ExpressionInput key={effect} label={t(`designer.formDesigner.rules.${effect}`)} value={ruleOf(body, path, effect)} sample={sample}
          onChange={(value) => edit((b) => setRule(b, path, effect, value), key(`rule:${effect}`))} />
      ))}
      <Button size="xs" variant="light" color="red" onClick={onRemove} style={{ alignSelf: 'flex-start' }}>{t('designer.formDesigner.remove')}</Button>
    </Stack>
  );
}
