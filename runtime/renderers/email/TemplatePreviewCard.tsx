/** A template rendered with its sample data in English and Russian, side by side, and where to edit it as JSON. */
import { Alert, Anchor, Card, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveText } from '../../../descriptors/lib/text.js';
import { summaryTitle } from '../../api/descriptor-api.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { EmailApi, MailLanguage } from './email-api.js';

export function TemplatePreviewCard({ api }: { api: EmailApi }) {
  const { t, i18n } = useTranslation();
  const templates = useLoadingStatus(() => api.templates());
  const [code, setCode] = useState<string | null>(null);
  const chosen = code ?? templates.value?.[0]?.code ?? null;
  const options = (templates.value ?? []).map((d) => {
    const title = summaryTitle(d);
    return { value: d.code, label: title ? `${resolveText(title, i18n.language, (k) => t(k))} (${d.code})` : d.code };
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="email-preview">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4" id="email-preview">{t('email.templates.preview')}</Title>
          <Group gap="sm" align="flex-end">
            <Select label={t('email.tester.template')} data={options} value={chosen} allowDeselect={false} onChange={setCode} w={{ base: '100%', sm: 320 }} />
            {chosen && (
              <Anchor component={Link} to={`/designer?kind=email-template&code=${encodeURIComponent(chosen)}`} size="sm">
                {t('email.templates.editJson')}
              </Anchor>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">{t('email.templates.previewHelp')}</Text>
        {chosen && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {(['en', 'ru'] as const).map((language) => <LanguagePreview key={`${chosen}-${language}`} api={api} code={chosen} language={language} />)}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function LanguagePreview({ api, code, language }: { api: EmailApi; code: string; language: MailLanguage }) {
  const { t } = useTranslation();
  const preview = useLoadingStatus(() => api.preview(code, language));
  const label = t(`email.language.${language}`);
  if (preview.status === 'Loading') return <Loader size="sm" aria-label={t('shell.loading')} />;
  if (preview.error) return <Alert color="red" variant="light" icon={<Icon name="alert" />}>{preview.error.message}</Alert>;
  const mail = preview.value;
  if (!mail) return null;
  return (
    <Stack gap={6} component="article" aria-label={label}>
      <Text fw={600} size="sm">{label}</Text>
      <Text size="sm"><Text span c="dimmed">{t('email.outbox.subject')}: </Text>{mail.subject}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, padding: 8 }}>{mail.text}</Text>
      {mail.html && (
        <iframe title={t('email.templates.htmlBody', { language: label })} sandbox="" srcDoc={mail.html} style={{ width: '100%', height: 200, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, background: 'white' }} />
      )}
      {mail.missing.length > 0 && <Text size="xs" c="orange">{t('email.templates.missing', { names: mail.missing.join(', ') })}</Text>}
    </Stack>
  );
}
