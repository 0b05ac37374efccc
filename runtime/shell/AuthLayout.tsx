/** The frame of the pages shown before sign-in: logo, a card, and the language and theme switches. */
import { Box, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogoIdentifier } from '../../descriptors/lib/logos/installation-logos.js';
import classes from './AuthLayout.module.css';
import { LanguageMenu } from './LanguageMenu.js';
import { ThemeToggle } from './ThemeToggle.js';
import { useLogoUrl } from './use-logo-url.js';

export function AuthLayout({ children, logo = 'auth-logo' }: { children: ReactNode; logo?: LogoIdentifier }) {
  const { t } = useTranslation();
  const logoSrc = useLogoUrl(logo);
  return (
    <Box className={classes.page}>
      <Group className={classes.tools} gap={4}>
        <LanguageMenu />
        <ThemeToggle />
      </Group>
      <Center className={classes.center}>
        <Stack gap="lg" w="100%" maw={420} px="md">
          <Center>
            <Image src={logoSrc} alt={t('shell.app.name')} h={48} w="auto" fit="contain" />
          </Center>
          <Paper component="main" withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
            {children}
          </Paper>
          <Text size="xs" c="dimmed" ta="center">{t('shell.app.tagline')}</Text>
        </Stack>
      </Center>
    </Box>
  );
}
