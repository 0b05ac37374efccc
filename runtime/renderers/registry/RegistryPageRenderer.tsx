/**
 * The "registry-page" renderer (/elb/registry/{code}, docs/forms.md "Registries"): a registry page for one of the
 * user's ships, or every ship side by side when the page has splitView; each element a card of live tag values or of
 * a registry's records (add, edit, strike out, versions); Print prints what is shown, a card's Print register the
 * printout of every record of its registry for the ship (`?view=print&form=&ship=`, RegistryPrintScreen).
 */
import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../shell/services.js';
import { useSession } from '../../shell/use-stores.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import type { RendererProps } from '../renderer-registry.js';
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import { registryApi } from './registry-api.js';
import { RegistryPrintScreen } from './RegistryPrintScreen.js';
import { RegistryShipColumn } from './RegistryShipColumn.js';
import classes from './registry.module.css';

export function RegistryPageRenderer({ screen }: RendererProps) {
  const { code = '' } = useParams();
  const { shell } = useSession();
  const client = useMemo(() => registryApi(api), []);
  const user = shell?.user;
  const canKeep = user?.userType === 'ADMIN' || user?.functions.MANUAL_INPUT === 'MANAGEMENT';
  const { t, i18n } = useTranslation();
  const title = screen.title ? resolveText(screen.title, i18n.language, (key) => t(key)) : undefined;
  return <RegistryPageScreen client={client} code={screenConfigOf('registry-page', screen).page ?? code} canKeep={canKeep} userName={user?.displayName ?? ''} title={title} />;
}

export interface RegistryPageScreenProps {
  client: ReturnType<typeof registryApi>;
  code: string;
  canKeep: boolean;
  userName: string;
  /** The screen's title, the page's heading (the screen descriptor's, as the menu names it). */
  title?: string;
}

/** The registry page, or the printout of one of its registries when the address asks for it. */
export function RegistryPageScreen(props: RegistryPageScreenProps) {
  const [params, setParams] = useSearchParams();
  const form = params.get('form');
  const ship = params.get('ship');
  if (params.get('view') === 'print' && form && ship) {
    const back = () => setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['view', 'form', 'ship']) next.delete(key);
      return next;
    });
    return <RegistryPrintScreen client={props.client} form={form} unitId={ship} userName={props.userName} onBack={back} />;
  }
  const print = (formCode: string, unitId: string) => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set('view', 'print');
    next.set('form', formCode);
    next.set('ship', unitId);
    return next;
  });
  return <RegistryPage {...props} onPrint={print} />;
}

function RegistryPage({ client, code, canKeep, userName, title, onPrint }: RegistryPageScreenProps & { onPrint(form: string, unitId: string): void }) {
  const { t, i18n } = useTranslation();
  const [ships, setShips] = useState<{ label: string; value: string }[]>();
  const [error, setError] = useState<Error>();
  const [shipId, setShipId] = useState<string | null>(null);
  const [splitView, setSplitView] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    client.ships().then((list) => {
      if (!isCurrent) return;
      setShips(list);
      setShipId((current) => current ?? list[0]?.value ?? null);
    }, (e: Error) => { if (isCurrent) setError(e); });
    return () => { isCurrent = false; };
  }, [client, attempt]);

  if (error) return <LoadFailed error={error} title={t('registries.loadFailed')} onRetry={() => { setError(undefined); setAttempt((n) => n + 1); }} />;
  if (!ships) return null;
  if (!ships.length) return <Text c="dimmed">{t('registries.noShips')}</Text>;
  const shown = splitView ? ships : ships.filter((s) => s.value === shipId);
  return (
    <Stack gap="md" className={classes.page}>
      <Group justify={title ? 'space-between' : 'flex-end'} align="flex-end" gap="sm" wrap="wrap">
        {title && <Title order={1} size="h2">{title}</Title>}
        <Group gap="sm" wrap="wrap" align="flex-end" className={classes.noPrint}>
        {!splitView && (
          <Select
            label={t('registries.ship')} data={ships} value={shipId} onChange={setShipId} allowDeselect={false} searchable w={260}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Button variant="default" onClick={() => window.print()}>{t('registries.print')}</Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: Math.min(shown.length, 3) }} spacing="md">
        {shown.map((ship) => (
          <RegistryShipColumn
            key={ship.value} client={client} code={code} unitId={ship.value} canKeep={canKeep} compact={shown.length > 1}
            onPrint={(form) => onPrint(form, ship.value)} onSplitView={(isSplit) => setSplitView(isSplit && ships.length > 1)}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" className={classes.printOnly}>
        {t('registries.printedBy', { time: new Date().toLocaleString(i18n.language), user: userName })}
      </Text>
    </Stack>
  );
}
