/** The URL of a logo for the current theme, with its uploaded image's hash when there is one (SPEC §2, §7). */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { logoUrl, type LogoDefinitions, type LogoIdentifier } from '../../descriptors/lib/logos/installation-logos.js';
import { shell } from './services.js';
import { useShellData } from './ShellDataContext.js';
import { useTheme } from './use-stores.js';

let publicLogos: Promise<LogoDefinitions> | undefined;

/** The definitions since the logos were changed in this tab (Setup → Logos); until then the ones read at boot. */
let changed: LogoDefinitions | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

/** The logos were uploaded or removed: every logo shown switches to the new image at once. */
export function replaceLogos(logos: LogoDefinitions): void {
  changed = logos;
  publicLogos = Promise.resolve(logos);
  for (const listener of [...listeners]) listener();
}

export function useLogoUrl(identifier: LogoIdentifier): string {
  const theme = useTheme();
  const [fetched, setFetched] = useState<LogoDefinitions>({});
  const known = useShellData()?.logos;
  const latest = useSyncExternalStore(subscribe, () => changed);
  useEffect(() => {
    if (known) return;
    let live = true;
    publicLogos ??= shell.logos();
    void publicLogos.then((logos) => { if (live) setFetched(logos); });
    return () => { live = false; };
  }, [known]);
  return logoUrl(theme, identifier, latest ?? known ?? fetched);
}
