/**
 * Menu v1 → v2: items lose `requiredFunctions` and `requiredRoles`. Who may open a route is its screen descriptor's
 * requirement alone, so a menu entry can no longer ask for something different from its screen (docs/architecture.md
 * "Access"). The dropped values stay in the descriptor's revisions.
 *
 * Before: { "items": [{ "id": "setup", "label": "menu.setup.title", "requiredRoles": ["ADMIN"], "items": [
 *            { "id": "system-status", "label": "…", "routerLink": "/system-status", "requiredFunctions": { "SETUP": "VIEW" } }] }] }
 * After:  { "items": [{ "id": "setup", "label": "menu.setup.title", "items": [
 *            { "id": "system-status", "label": "…", "routerLink": "/system-status" }] }] }
 */
import type { KindMigration } from '../../kind.js';

type Item = Record<string, unknown> & { items?: unknown };

function withoutRequirements(item: Item): Item {
  const { requiredFunctions: _functions, requiredRoles: _roles, items, ...rest } = item;
  if (items === undefined) return rest;
  return { ...rest, items: Array.isArray(items) ? items.map((child) => withoutRequirements(child as Item)) : items };
}

export const menuV2: KindMigration = {
  to: 2,
  migrate: (body) => (Array.isArray(body.items) ? { ...body, items: body.items.map((item) => withoutRequirements(item as Item)) } : body),
};
