/** The URL of a logo for the current theme, with its custom hash when one is defined (SPEC §2, §7). */
import { useEffect, useState } from 'react';
import { logoUrl, type LogoDefinitions, type LogoIdentifier } from '../api/shell-api.js';
import { shell } from './services.js';
import { useShellData } from './ShellDataContext.js';
import { useTheme } from './use-stores.js';

let publicLogos: Promise<LogoDefinitions> | undefined;

export function useLogoUrl(identifier: LogoIdentifier): string {
  const theme = useTheme();
  const [fetched, setFetched] = useState<LogoDefinitions>({});
  const known = useShellData()?.logos;
  useEffect(() => {
    if (known) return;
    let live = true;
    publicLogos ??= shell.logos();
    void publicLogos.then((logos) => { if (live) setFetched(logos); });
    return () => { live = false; };
  }, [known]);
  return logoUrl(theme, identifier, known ?? fetched);
}
