/**
 * The `equipment` source (decision 63): a ship's equipment as the `equipment` resource holds it — code, name, type,
 * generic asset, maker, model, serial number — read with the resource's own view access (MASTER_DATA at VIEW in the
 * built-in) for a ship the user sees. Disabled equipment is no longer on board and is left out.
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { assertAccess } from '../../http/auth.js';
import { requireResource } from '../resources/definitions.js';
import { selectRecords } from '../resources/record-queries.js';
import { dataText } from '../resources/record-sql.js';
import { labelOf } from './ship-particulars.js';
import { sql } from 'drizzle-orm';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The ship's enabled equipment by code, with the generic asset's name in the language. */
export async function shipEquipment(db: Db, principal: Principal, unitId: string, language: string) {
  assertAccess(principal, (await requireResource(db, 'equipment')).definition.access.view);
  const rows = await selectRecords(db, 'equipment', { enabledOnly: true, where: sql`${dataText('unit')} = ${unitId}` });
  const assetCodes = rows.map((r) => text(r.data.genericAsset)).filter((c): c is string => c !== null);
  const assets = new Map((await selectRecords(db, 'generic-asset', { codes: assetCodes })).map((a) => [a.code, labelOf(a.data, 'description')]));
  const assetName = (code: string | null) => {
    const label = code ? assets.get(code) : undefined;
    return label ? resolveText(label as LocalText, language, (key) => key) : code;
  };
  const items = rows.map((r) => ({
    code: r.code, name: text(r.data.description) ?? r.code, equipmentType: text(r.data.equipmentType), genericAsset: text(r.data.genericAsset),
    genericAssetName: assetName(text(r.data.genericAsset)), maker: text(r.data.maker), model: text(r.data.model), serialNumber: text(r.data.serialNumber),
  }));
  return { count: items.length, items };
}
