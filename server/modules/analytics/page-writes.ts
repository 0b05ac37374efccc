/**
 * Saving analytics pages through the descriptor store (revisions, meta-schema, optimistic locking and audit come
 * from descriptor-writes.ts), with the ownership rules of page-access.ts.
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { translate } from '../../http/i18n.js';
import { createDescriptor, deleteDescriptor, updateDescriptor } from '../descriptors/descriptor-writes.js';
import { getDescriptor } from '../descriptors/store.js';
import { assertKeepsPublication, assertMayAdminister, assertMayAuthor, assertMayChange, isAnalyticsAdministrator } from './page-access.js';
import { checkPage } from './page-checks.js';
import { bodyToStore, findPage, loadVisiblePage, pageKind, type StoredPage } from './page-store.js';
import { deleteLinksOfPage } from './wallboard-links.js';

/** A new page of the caller's (the owner is always the caller); only an administrator of dashboards creates it published. */
export async function createPage(db: Db, principal: Principal, input: Record<string, unknown>): Promise<StoredPage> {
  assertMayAuthor(principal);
  assertKeepsPublication(principal, input.published);
  const page = await checkPage(db, bodyToStore({ ...input, owner: principal.username }), { expressions: true, base: '/requestValue' });
  await createDescriptor(db, principal, pageKind, page.code, { body: page });
  return (await findPage(db, page.code))!;
}

/** A new version; the owner stays unless an administrator of dashboards changes it. 409 when `version` is stale. */
export async function updatePage(db: Db, principal: Principal, input: Record<string, unknown>, version: number): Promise<StoredPage> {
  const code = String(input.code ?? '');
  const current = await loadVisiblePage(db, principal, code);
  assertMayChange(principal, current.page);
  assertKeepsPublication(principal, input.published, current.page.published === true);
  const owner = isAnalyticsAdministrator(principal) && typeof input.owner === 'string' ? input.owner : current.page.owner;
  const page = await checkPage(db, bodyToStore({ ...input, owner }), { expressions: true, base: '/requestValue' });
  await updateDescriptor(db, principal, pageKind, code, version, { body: page });
  return (await findPage(db, code))!;
}

export async function deletePage(db: Db, principal: Principal, code: string): Promise<void> {
  const current = await loadVisiblePage(db, principal, code);
  assertMayChange(principal, current.page);
  await deleteDescriptor(db, principal, pageKind, code);
  await deleteLinksOfPage(db, code);
}

/** Publishing and unpublishing: administrators of dashboards only; saved as a new version. */
export async function setPublished(db: Db, principal: Principal, code: string, published: boolean): Promise<StoredPage> {
  assertMayAdminister(principal);
  const current = await loadVisiblePage(db, principal, code);
  if (current.page.published !== published) {
    await updateDescriptor(db, principal, pageKind, code, current.row.version, { body: { ...current.row.body, published }, note: published ? 'published' : 'unpublished' },
      published ? 'PUBLISH' : 'UNPUBLISH');
  }
  return (await findPage(db, code))!;
}

/**
 * A copy owned by the caller, unpublished, under `<code>_COPY` (or `_COPY_2`, `_COPY_3` … when taken); administrators
 * of dashboards only, since a copy of a published page carries someone else's work on.
 */
export async function duplicatePage(db: Db, principal: Principal, code: string): Promise<StoredPage> {
  assertMayAdminister(principal);
  const source = await loadVisiblePage(db, principal, code);
  const copyCode = await freeCopyCode(db, code);
  const body = { ...source.row.body, code: copyCode, owner: principal.username, published: false, editable: true, title: copyTitle(source.page.title) };
  await createDescriptor(db, principal, pageKind, copyCode, { body, note: `copy of ${code}` });
  return (await findPage(db, copyCode))!;
}

async function freeCopyCode(db: Db, code: string): Promise<string> {
  const base = `${code.slice(0, 90)}_COPY`;
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await getDescriptor(db, pageKind, candidate))) return candidate;
  }
  throw new KeelError('CONFLICT', 'customAnalytics.noFreeCopyCode', { code });
}

/** The title with "(copy)" in each language. */
export function copyTitle(title: LocalText): LocalText {
  const en = typeof title === 'string' ? translate('en', title) : title.en;
  const ru = typeof title === 'string' ? translate('ru', title) : (title.ru ?? title.en);
  return { en: translate('en', 'customAnalytics.copyTitle', { title: en }), ru: translate('ru', 'customAnalytics.copyTitle', { title: ru }) };
}
