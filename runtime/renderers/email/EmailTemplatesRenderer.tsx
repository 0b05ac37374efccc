/**
 * The "email-templates" renderer (Setup → E-mail templates): the email-template descriptors in the descriptor-crud
 * table and editor, and below a template previewed with its sample data in both languages.
 */
import { Stack } from '@mantine/core';
import { api } from '../../shell/services.js';
import { DescriptorCrudScreen } from '../descriptor-crud/DescriptorCrudScreen.js';
import type { DescriptorCrudConfig } from '../descriptor-crud/screen-config.js';
import type { RendererProps } from '../renderer-registry.js';
import { emailApi } from './email-api.js';
import { TemplatePreviewCard } from './TemplatePreviewCard.js';

const config: DescriptorCrudConfig = {
  kind: 'email-template',
  columns: [{ field: 'code', title: 'descriptorCrud.field.code' }, { field: 'title', title: 'descriptorCrud.field.title' }, { field: 'subject.en', title: 'email.templates.subject' }],
};

export function EmailTemplatesRenderer({ screen }: RendererProps) {
  return (
    <Stack gap="lg">
      <DescriptorCrudScreen config={config} client={api} screenTitle={screen.title} />
      <TemplatePreviewCard api={emailApi(api)} />
    </Stack>
  );
}
