/**
 * "New page": a code and a title (English, Russian optional) make an empty page owned by the caller
 * (POST custom-analytics); the caller then opens it. The code is checked as the meta-schema checks it; the server's
 * refusal (a code in use: 409, bad input: 400 with the field) is shown at the field or above the form.
 */
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsPageSchema as pageSchema } from '../../../descriptors/kinds/analytics-page/analytics-page.schema.js';
import { ApiError } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';
import type { AnalyticsAdminApi, PageSummary } from './analytics-admin-api.js';

const codePattern = new RegExp(pageSchema.properties.code.pattern);

interface NewPageDialogProps {
  api: AnalyticsAdminApi;
  onClose(): void;
  onCreated(page: PageSummary): void;
}

export function NewPageDialog({ api, onClose, onCreated }: NewPageDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [titleRu, setTitleRu] = useState('');
  const [errors, setErrors] = useState<{ code?: string; title?: string; form?: string }>({});
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      code: !code.trim() ? t('analyticsAdmin.newPage.codeRequired') : !codePattern.test(code.trim()) ? t('analyticsAdmin.newPage.codeInvalid') : undefined,
      title: titleEn.trim() ? undefined : t('analyticsAdmin.newPage.titleRequired'),
    };
    setErrors(found);
    if (found.code || found.title) return;
    setSaving(true);
    try {
      const title = titleRu.trim() ? { en: titleEn.trim(), ru: titleRu.trim() } : { en: titleEn.trim() };
      onCreated(await api.create({ code: code.trim(), title }));
    } catch (error) {
      const atCode = error instanceof ApiError && (error.status === 409 || error.errors.some((e) => e.path.endsWith('/code')));
      setErrors(atCode ? { code: (error as Error).message } : { form: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('analyticsAdmin.newPage.title')} size="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {errors.form && <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">{errors.form}</Alert>}
          <TextInput
            label={t('analyticsAdmin.newPage.code')} description={t('analyticsAdmin.newPage.codeHint')} required data-autofocus
            value={code} onChange={(e) => setCode(e.currentTarget.value)} error={errors.code} maxLength={100}
          />
          <TextInput label={t('analyticsAdmin.newPage.titleEn')} required value={titleEn} onChange={(e) => setTitleEn(e.currentTarget.value)} error={errors.title} />
          <TextInput label={t('analyticsAdmin.newPage.titleRu')} value={titleRu} onChange={(e) => setTitleRu(e.currentTarget.value)} />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" loading={isSaving}>{t('analyticsAdmin.newPage.create')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
