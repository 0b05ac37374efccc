/** "Send test mail": recipient, language and template; the SMTP server's answer (or why it failed) shown below. */
import { Alert, Button, Card, Code, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { summaryTitle, type DescriptorSummary } from '../../api/descriptor-api.js';
import { Icon } from '../../shell/Icon.js';
import type { EmailApi, MailLanguage, TestMailResult } from './email-api.js';

export interface TestMailFormProps {
  api: EmailApi;
  templates: DescriptorSummary[];
  canSend: boolean;
  configured: boolean;
  /** a mail was sent or refused: the outbox changed */
  onSent(): void;
}

export function TestMailForm({ api, templates, canSend, configured, onSent }: TestMailFormProps) {
  const { t, i18n } = useTranslation();
  const [to, setTo] = useState('');
  const [language, setLanguage] = useState<MailLanguage>(i18n.language === 'ru' ? 'ru' : 'en');
  const [template, setTemplate] = useState('TEST_MESSAGE');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TestMailResult>();
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setResult(undefined);
    setFailure(undefined);
    try {
      setResult(await api.sendTest(to.trim(), language, template));
      onSent();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  const templateOptions = templates.map((d) => {
    const title = summaryTitle(d);
    return { value: d.code, label: title ? `${resolveText(title, i18n.language, (k) => t(k))} (${d.code})` : d.code };
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="email-test">
      <Stack gap="sm">
        <Title order={2} size="h4" id="email-test">{t('email.tester.sendTitle')}</Title>
        {!canSend && <Text size="sm" c="dimmed">{t('email.tester.readOnly')}</Text>}
        <form onSubmit={(e) => void submit(e)}>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={t('email.tester.recipient')} type="email" required value={to} onChange={(e) => setTo(e.currentTarget.value)}
              placeholder="name@example.com" w={{ base: '100%', sm: 280 }} disabled={!canSend}
            />
            <Select
              label={t('email.tester.language')} value={language} allowDeselect={false} w={{ base: '100%', sm: 140 }} disabled={!canSend}
              data={[{ value: 'en', label: t('email.language.en') }, { value: 'ru', label: t('email.language.ru') }]}
              onChange={(v) => setLanguage(v === 'ru' ? 'ru' : 'en')}
            />
            <Select
              label={t('email.tester.template')} value={template} allowDeselect={false} w={{ base: '100%', sm: 280 }} disabled={!canSend}
              data={templateOptions.length ? templateOptions : [{ value: 'TEST_MESSAGE', label: 'TEST_MESSAGE' }]}
              onChange={(v) => setTemplate(v ?? 'TEST_MESSAGE')}
            />
            <Button type="submit" loading={sending} disabled={!canSend || !configured || to.trim() === ''} leftSection={<Icon name="mail" />}>
              {t('email.tester.send')}
            </Button>
          </Group>
        </form>
        {failure && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('email.tester.failed')}>{failure}</Alert>}
        {result && <SmtpAnswer result={result} />}
      </Stack>
    </Card>
  );
}

function SmtpAnswer({ result }: { result: TestMailResult }) {
  const { t } = useTranslation();
  const sent = result.status === 'SENT';
  return (
    <Stack gap="xs" role="status" aria-label={t('email.tester.answer')}>
      <Alert
        color={sent ? 'green' : 'red'} variant="light" icon={<Icon name={sent ? 'check' : 'alert'} />}
        title={sent ? t('email.tester.sent') : t('email.tester.notSent')}
      >
        {result.error ? t(result.error.key, result.error.params) : t('email.tester.acceptedBy', { count: result.accepted.length, recipients: result.accepted.join(', ') })}
      </Alert>
      {result.rejected.length > 0 && <Text size="sm" c="red">{t('email.tester.rejected')}: {result.rejected.join(', ')}</Text>}
      {result.response && <Text size="sm">{t('email.tester.response')}: <Code>{result.response}</Code></Text>}
      {result.dialogue.length > 0 && (
        <details>
          <summary>{t('email.tester.dialogue')}</summary>
          <Code block mah={260} style={{ overflow: 'auto' }}>{result.dialogue.join('\n')}</Code>
        </details>
      )}
    </Stack>
  );
}
