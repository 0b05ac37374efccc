/** The form's own properties, shown when no field is selected: its title in both languages and its usage. */
import { SegmentedControl, Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../descriptors/lib/text.js';
import { LocalTextInput } from '../dashboard/inspector/LocalTextInput.js';
import type { EditBody } from '../lib/use-body-history.js';
import type { FormDraft } from './form-body.js';

export function FormProperties({ body, edit }: { body: FormDraft; edit: EditBody<FormDraft> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>{t('designer.formDesigner.form.title')}</Text>
      <LocalTextInput label={t('designer.formDesigner.form.name')} value={body.title as LocalText | undefined}
        onChange={(title) => edit((b) => ({ ...b, title: title ?? '' }), 'form:title')} />
      <Input.Wrapper label={t('designer.formDesigner.form.usage')} size="xs">
        <SegmentedControl size="xs" fullWidth mt={4} value={body.usage === 'REGISTRY' ? 'REGISTRY' : 'CUSTOMIZER'}
          onChange={(usage) => edit((b) => ({ ...b, usage }))}
          data={['CUSTOMIZER', 'REGISTRY'].map((value) => ({ value, label: t(`designer.formDesigner.form.usages.${value}`) }))} />
      </Input.Wrapper>
      <Text size="xs" c="dimmed">{t('designer.formDesigner.form.hint')}</Text>
    </Stack>
  );
}
