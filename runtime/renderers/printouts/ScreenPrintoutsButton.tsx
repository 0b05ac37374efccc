/**
 * "Print" on a screen that report contexts name (issue 19): the printouts offered there, each opening printout
 * reporting with its parameter form filled from what the screen shows (`values`, e.g. the ship and year). One printout
 * is a button, several a menu. Nothing shows outside the shell, to a user who may not run printouts, or on a screen no
 * context names.
 */
import { ActionIcon, Button, Menu } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resolveText } from '../../../descriptors/lib/text.js';
import { Icon } from '../../shell/Icon.js';
import { useUserAccess } from '../../shell/user-access.js';
import type { PrintoutSummary } from './printout-api.js';
import { printoutLink, printoutReportingRoute } from './printout-link.js';
import { useScreenPrintoutsScope, type ScreenPrintoutsScope } from './screen-printouts-scope.js';

export interface ScreenPrintoutsButtonProps {
  /** The parameter values the screen shows, by the report models' parameter names (unitId, year …). */
  values?: Record<string, unknown>;
  /** A row's action: an icon, named by `label` (e.g. the ship's name) for screen readers. */
  compact?: { label: string };
}

const runners = { requiredFunctions: { MANAGE_PRINTOUT_REPORTING: 'VIEW' as const } };

export function ScreenPrintoutsButton(props: ScreenPrintoutsButtonProps) {
  const scope = useScreenPrintoutsScope();
  // Outside the shell (a screen's own tests, the designer's previews) there may be no router either: nothing to offer.
  return scope ? <OfferedPrintouts {...props} scope={scope} /> : null;
}

function OfferedPrintouts({ values, compact, scope }: ScreenPrintoutsButtonProps & { scope: ScreenPrintoutsScope }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const printouts = useScreenPrintouts(scope);
  if (!printouts.length) return null;
  const title = (p: PrintoutSummary) => resolveText(p.title, i18n.language, (key) => t(key));
  const open = (p: PrintoutSummary) => navigate(printoutLink(p.code, values));
  const label = compact ? t('printoutReporting.screen.printOf', { what: compact.label }) : t('printoutReporting.screen.print');

  const target = compact ? (
    <ActionIcon variant="subtle" aria-label={label} title={label} onClick={(e) => { e.stopPropagation(); if (printouts.length === 1) open(printouts[0]); }}>
      <Icon name="printer" size={16} />
    </ActionIcon>
  ) : (
    <Button variant="default" leftSection={<Icon name="printer" size={16} />} title={printouts.length === 1 ? title(printouts[0]) : undefined}
      onClick={() => { if (printouts.length === 1) open(printouts[0]); }}>
      {label}
    </Button>
  );
  if (printouts.length === 1) return target;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Label>{t('printoutReporting.screen.printouts')}</Menu.Label>
        {printouts.map((p) => (
          <Menu.Item key={p.code} leftSection={<Icon name="printer" size={14} />} onClick={() => open(p)}>{title(p)}</Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The printouts offered on the open screen, for a user who may run them and open printout reporting; none while asking or on failure. */
function useScreenPrintouts(scope: ScreenPrintoutsScope): PrintoutSummary[] {
  const access = useUserAccess();
  const isAllowed = access.meets(runners) && access.canOpen(printoutReportingRoute);
  const [printouts, setPrintouts] = useState<PrintoutSummary[]>([]);
  useEffect(() => {
    if (!isAllowed) return undefined;
    let isCurrent = true;
    // A failure only means no button: the screen itself is what the user came for.
    scope.printouts().then((list) => { if (isCurrent) setPrintouts(list); }, () => undefined);
    return () => { isCurrent = false; };
  }, [scope, isAllowed]);
  return isAllowed ? printouts : [];
}
