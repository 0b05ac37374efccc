/** Any route with no screen descriptor: a deliberate page inside the layout, naming the route. */
import { Button, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { homePathOf } from './boot.js';
import { Icon } from './Icon.js';
import { useShellData } from './ShellDataContext.js';

export function NotAvailablePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shell = useShellData();
  const home = homePathOf(shell?.user);
  const isHome = pathname === home;
  // The data router numbers its history entries; 0 means there is no page of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 48 }} maw={720} mx="auto" mt={{ base: 'md', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="blue">
          <Icon name="compass" size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">{t('shell.notAvailable.title')}</Title>
        <Text c="dimmed" maw={520}>{isHome ? t('shell.notAvailable.homeMessage') : t('shell.notAvailable.message')}</Text>
        <Code fz="sm" px="sm" py={4} aria-label={t('shell.notAvailable.route')}>{pathname}{search}</Code>
        <Group justify="center" gap="sm" mt="sm">
          {canGoBack && (
            <Button variant="default" onClick={() => navigate(-1)}>{t('shell.notAvailable.back')}</Button>
          )}
          {!isHome && (
            <Button component={Link} to={home} leftSection={<Icon name="home" size={16} />}>{t('shell.notAvailable.home')}</Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
