/** The label/value lists behind GET /api/common/list/{name}; each list applies its own access rule. */
import type { Context } from 'hono';
import { functionLevels, userTypes } from '../../../descriptors/lib/access.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { translate } from '../../http/i18n.js';
import { listEnabledRoles } from '../access/roles.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { installedModules } from '../licence/licences.js';
import { selectRecords } from '../resources/record-queries.js';

interface ListContext {
  c: Context<KeelEnv>;
  db: Db;
  config: Config;
  params: Record<string, string>;
}
type ListItem = { label: string; value: string };

export const commonLists = {
  /** The ships this user may see. */
  units: async ({ c, db }: ListContext): Promise<ListItem[]> => {
    return (await listVisibleShips(db, principalOf(c))).map((u) => ({ label: u.name, value: u.id }));
  },
  roles: async ({ db }: ListContext): Promise<ListItem[]> =>
    (await listEnabledRoles(db)).map((r) => ({ label: r.description, value: r.id })),
  'user-types': async ({ c }: ListContext): Promise<ListItem[]> =>
    userTypes.map((t) => ({ label: translate(c.get('language'), `access.userType.${t}`), value: t })),
  'function-levels': async ({ c }: ListContext): Promise<ListItem[]> =>
    functionLevels.map((l) => ({ label: translate(c.get('language'), `access.level.${l}`), value: l })),
  /** Seaports by UN/LOCODE, named in the user's language (reference data every signed-in user may read). */
  ports: async ({ c, db }: ListContext): Promise<ListItem[]> => {
    const russian = c.get('language') === 'ru';
    const rows = await selectRecords(db, 'port', { enabledOnly: true });
    return rows.map((r) => ({ label: String((russian && r.data.nameRu) || r.data.name), value: String(r.code) })).sort((a, b) => a.label.localeCompare(b.label));
  },
  /** Fuel categories by code, named in the user's language: reference data the fuel pickers of every screen need. */
  'fuel-categories': async ({ c, db }: ListContext): Promise<ListItem[]> => {
    const language = c.get('language');
    const rows = await selectRecords(db, 'fuel-category', { enabledOnly: true });
    return rows.map((r) => {
      const code = String(r.data.code ?? r.code);
      return { label: `${code} — ${resolveText(r.data.name as LocalText | undefined, language, (key) => key) || code}`, value: code };
    }).sort((a, b) => a.value.localeCompare(b.value));
  },
  languages: async (): Promise<ListItem[]> => [{ label: 'English', value: 'en' }, { label: 'Русский', value: 'ru' }],
  modules: async ({ c, config }: ListContext): Promise<ListItem[]> =>
    installedModules(config).map((m) => ({ label: translate(c.get('language'), `modules.${m}`), value: m })),
} satisfies Record<string, (ctx: ListContext) => Promise<ListItem[]>>;

export type CommonListName = keyof typeof commonLists;

export function isCommonListName(name: string): name is CommonListName {
  return Object.hasOwn(commonLists, name);
}
