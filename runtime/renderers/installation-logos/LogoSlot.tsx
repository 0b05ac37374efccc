/**
 * One logo in one theme: its image on that theme's background, whether it is uploaded or the bundled one, and upload
 * (PNG, JPEG or SVG up to 512 KB; the server checks the bytes) and remove.
 */
import { Badge, Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '../../../descriptors/lib/elog/attachment-files.js';
import {
  logoLimits, logoUrl, type InstalledLogo, type LogoIdentifier, type LogoTheme,
} from '../../../descriptors/lib/logos/installation-logos.js';
import { ApiError } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';

export interface LogoSlotProps {
  identifier: LogoIdentifier;
  theme: LogoTheme;
  uploaded?: InstalledLogo;
  canManage: boolean;
  upload: (file: File) => Promise<void>;
  remove: () => Promise<void>;
}

const background: Record<LogoTheme, string> = { light: '#ffffff', dark: '#1a1b1e' };

export function LogoSlot({ identifier, theme, uploaded, canManage, upload, remove }: LogoSlotProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [busy, setBusy] = useState<'upload' | 'remove'>();
  const [problem, setProblem] = useState<string>();
  const name = t(`logos.identifier.${identifier}.title`);
  const themeName = t(`logos.theme.${theme}`);
  const src = logoUrl(theme, identifier, uploaded ? { [identifier]: { [theme === 'dark' ? 'darkLogoHash' : 'lightLogoHash']: uploaded.sha256 } } : {});

  const run = async (what: 'upload' | 'remove', action: () => Promise<void>) => {
    setProblem(undefined);
    setBusy(what);
    try {
      await action();
    } catch (error) {
      // A refused file is explained at its field; other failures by the answer's message.
      setProblem(error instanceof ApiError && error.errors.length ? error.errors.map((e) => e.message).join(' ') : (error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > logoLimits.maxBytes) return setProblem(t('logos.fileTooLarge', { max: logoLimits.maxBytes / 1024 }));
    void run('upload', () => upload(file));
  };

  return (
    <Stack gap="xs" role="group" aria-label={t('logos.slotLabel', { logo: name, theme: themeName })}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>{themeName}</Text>
        <Badge size="sm" radius="sm" variant="light" color={uploaded ? 'teal' : 'gray'} tt="none">
          {uploaded ? t('logos.uploadedBadge') : t('logos.bundledBadge')}
        </Badge>
      </Group>
      <Box
        h={72} px="md" style={{ background: background[theme], border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', display: 'flex', alignItems: 'center' }}
      >
        <Image src={src} alt={t('logos.preview', { logo: name, theme: themeName })} h={40} w="auto" maw="100%" fit="contain" />
      </Box>
      <Text size="xs" c="dimmed" mih={18}>
        {uploaded
          ? t('logos.details', {
            type: t(`logos.type.${uploaded.contentType.replace('image/', '').replace('+xml', '')}`), size: fileSizeText(uploaded.size, language),
            person: uploaded.uploadedBy, time: new Date(uploaded.uploadedAt).toLocaleString(language),
          })
          : t('logos.bundledDetails')}
      </Text>
      {problem && <Text size="sm" c="red" role="alert">{problem}</Text>}
      {canManage && (
        <Group gap="xs">
          <FileButton onChange={pick} accept="image/png,image/jpeg,image/svg+xml">
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<Icon name="upload" size={14} />} loading={busy === 'upload'} disabled={Boolean(busy)}
                aria-label={t('logos.uploadFor', { logo: name, theme: themeName })}>
                {uploaded ? t('logos.replace') : t('logos.upload')}
              </Button>
            )}
          </FileButton>
          {uploaded && (
            <Button size="xs" variant="subtle" color="red" leftSection={<Icon name="x" size={14} />} loading={busy === 'remove'} disabled={Boolean(busy)}
              onClick={() => void run('remove', remove)} aria-label={t('logos.removeFor', { logo: name, theme: themeName })}>
              {t('logos.remove')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
