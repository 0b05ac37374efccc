/**
 * A wallboard link for a page (POST custom-analytics/{id}/generate-link): valid 1–366 days; the full address is shown
 * once, with a copy button and its expiry — only its hash is kept, so it cannot be shown again later.
 */
import { Alert, Button, Code, CopyButton, Group, Input, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBasePath } from '../../shell/app-path.js';
import { Icon } from '../../shell/Icon.js';
import type { AnalyticsAdminApi, GeneratedLink } from './analytics-admin-api.js';
import type { Display } from './use-display.js';
import classes from './analytics-admin.module.css';

export const minLinkDays = 1;
export const maxLinkDays = 366;
export const defaultLinkDays = 30;

/** The address a wall screen opens: the app's origin and base path, then `wallboard/<value>`. */
export function wallboardUrl(link: string, origin = window.location.origin, basePath = currentBasePath()): string {
  return new URL(link, `${origin}${basePath.endsWith('/') ? basePath : `${basePath}/`}`).href;
}

interface LinkDialogProps {
  api: AnalyticsAdminApi;
  code: string;
  title: string;
  display: Display;
  onClose(): void;
}

export function LinkDialog({ api, code, title, display, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number | string>(defaultLinkDays);
  const [made, setMade] = useState<GeneratedLink>();
  const [problem, setProblem] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const urlId = useId();
  const isValid = typeof days === 'number' && Number.isInteger(days) && days >= minLinkDays && days <= maxLinkDays;

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    setBusy(true);
    setProblem(undefined);
    try {
      setMade(await api.generateLink(code, days));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const url = made ? wallboardUrl(made.link) : '';
  return (
    <Modal opened onClose={onClose} title={t('analyticsAdmin.link.title', { title })} size="lg">
      <form onSubmit={(e) => void generate(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t('analyticsAdmin.link.explain')}</Text>
          {problem && <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">{problem}</Alert>}
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('analyticsAdmin.link.days')} min={minLinkDays} max={maxLinkDays} allowDecimal={false} allowNegative={false} clampBehavior="none"
              value={days} onChange={setDays} w={180} error={isValid ? undefined : t('analyticsAdmin.link.daysInvalid', { min: minLinkDays, max: maxLinkDays })}
            />
            <Button type="submit" loading={isBusy} disabled={!isValid} leftSection={<Icon name="link" size={16} />}>
              {made ? t('analyticsAdmin.link.again') : t('analyticsAdmin.link.generate')}
            </Button>
          </Group>
          {made && (
            <Stack gap={4}>
              <Input.Wrapper label={t('analyticsAdmin.link.url')} labelElement="div" id={urlId}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Code block className={classes.url} flex={1} aria-labelledby={`${urlId}-label`}>{url}</Code>
                  <CopyButton value={url}>
                    {({ copied, copy }) => (
                      <Button variant={copied ? 'light' : 'default'} color={copied ? 'teal' : undefined} onClick={copy}
                        leftSection={<Icon name={copied ? 'check' : 'copy'} size={16} />} aria-label={t('analyticsAdmin.link.copy')}>
                        {copied ? t('analyticsAdmin.link.copied') : t('analyticsAdmin.link.copyShort')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Input.Wrapper>
              <Text size="sm">{t('analyticsAdmin.link.expires', { at: display.dateTime(made.expiresAt) })}</Text>
              <Text size="xs" c="dimmed">{t('analyticsAdmin.link.once')}</Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
