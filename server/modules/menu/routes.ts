/** /api/modules, /api/menu, /api/menu/validate and /api/screens: what the shell boots from. */
import { createRoute, z } from '@hono/zod-openapi';
import { duplicateMenuIds, filterMenu, type MenuItem } from '../../../descriptors/lib/menu.js';
import { canOpenScreen } from '../../../descriptors/lib/screen-access.js';
import type { AppDeps } from '../../app.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { translate } from '../../http/i18n.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { findUserById } from '../access/principals.js';
import { findRole } from '../access/roles.js';
import { withoutClosedLogbooks } from '../elog/logbook-screens.js';
import { getDescriptor, listDescriptors } from '../descriptors/store.js';
import { validateDescriptorBody } from '../descriptors/validate.js';
import { installedModules } from '../licence/licences.js';

const MenuItemSchema = z.record(z.string(), z.unknown()).openapi('MenuItem');
const ScreenSchema = z.object({ code: z.string(), route: z.string(), renderer: z.string() }).passthrough().openapi('Screen');
const Problem = z.object({ path: z.string(), code: z.string(), message: z.string() });

export const mainMenuCode = 'main';

export function menuRoutes(deps: AppDeps) {
  const router = createRouter();
  const { db, config } = deps;

  router.openapi(createRoute({
    method: 'get', path: '/modules', tags: ['Shell'], summary: 'Installed module names',
    responses: { 200: jsonResponse(z.array(z.string()), 'Installed modules') },
  }), (c) => c.json([...installedModules(config)], 200));

  router.openapi(createRoute({
    method: 'get', path: '/menu', tags: ['Shell'],
    summary: 'The menu for this user: the entries whose screen the user may open (installed module, its requirement), ordered by sequence',
    responses: { 200: jsonResponse(z.array(MenuItemSchema), 'Menu items') },
  }), async (c) => {
    const principal = principalOf(c);
    const descriptor = await getDescriptor(db, 'menu', mainMenuCode);
    const items = (descriptor?.body.items ?? []) as MenuItem[];
    const user = await findUserById(db, principal.userId);
    const role = user?.roleId ? await findRole(db, user.roleId) : undefined;
    const customMenu = user?.customMenu?.length ? user.customMenu : role?.customMenu;
    const screens = await withoutClosedLogbooks(db, principal, await listScreens(db));
    return c.json(filterMenu(items, { principal, installedModules: installedModules(config), customMenu, screens }), 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/menu/validate', tags: ['Shell'], summary: 'Validate a menu descriptor body',
    middleware: [requireFunction('DESIGNER', 'MANAGEMENT')] as const,
    request: { body: { content: { 'application/json': { schema: z.object({ requestValue: z.unknown() }) } }, required: true } },
    responses: { 200: jsonResponse(z.object({ valid: z.boolean(), errors: z.array(Problem) }), 'Validation result') },
  }), (c) => {
    const body = c.req.valid('json').requestValue;
    const errors = validateDescriptorBody('menu', body);
    if (errors.length === 0) {
      for (const id of duplicateMenuIds((body as { items: MenuItem[] }).items)) {
        errors.push({ path: '/items', code: 'duplicateId', message: translate(c.get('language'), 'menu.duplicateId', { id }) });
      }
    }
    return c.json({ valid: errors.length === 0, errors }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/screens', tags: ['Shell'], summary: 'Screen descriptors this user may open',
    responses: { 200: jsonResponse(z.array(ScreenSchema), 'Screens') },
  }), async (c) => {
    const principal = principalOf(c);
    const modules = installedModules(config);
    const screens = await withoutClosedLogbooks(db, principal, await listScreens(db));
    return c.json(screens.filter((s) => canOpenScreen(principal, s, modules)), 200);
  });

  return router;
}

/** Every enabled screen descriptor, with its code. */
async function listScreens(db: AppDeps['db']) {
  return (await listDescriptors(db, 'screen')).map((row) => ({ code: row.code, ...row.body }));
}
