/**
 * The module boundaries of .dependency-cruiser.cjs hold on the tree (npm test runs them too) and would catch a real
 * violation: each rule is tried on a small tree of its own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const rules = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: IFlattenedRuleSet['forbidden'] };
const trees: string[] = [];
afterAll(() => { for (const tree of trees) rmSync(tree, { recursive: true, force: true }); });

/** The violations, as "rule: from → to", of a tree of these files (path → source). */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'keel-rules-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const tops = [...new Set(Object.keys(files).map((path) => path.split('/')[0]))];
  const { output } = await cruise(tops, { validate: true, ruleSet: { forbidden: rules.forbidden }, baseDir: root }, { extensions: ['.ts', '.tsx'] });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('import rules', () => {
  it('refuse a runtime screen importing the designer, while the app entry may plug it in and nothing imports the entry', async () => {
    expect(await violationsOf({
      'runtime/renderers/Screen.tsx': "import { diff } from '../../designer/diff';\nexport const screen = diff;\n",
      'app/main.tsx': "import { diff } from '../designer/diff';\nexport const entry = diff;\n",
      'runtime/shell/App.tsx': "import { entry } from '../../app/main';\nexport const app = entry;\n",
      'designer/diff.ts': 'export const diff = 1;\n',
    })).toEqual([
      'app-is-the-root: runtime/shell/App.tsx → app/main.tsx',
      'runtime-not-designer: runtime/renderers/Screen.tsx → designer/diff.ts',
    ]);
  });

  it('keep descriptors/ and server/calc/ free of the server around them and of the browser', async () => {
    expect(await violationsOf({
      'descriptors/lib/units.ts': "import { db } from '../../server/db/engine';\nexport const units = db;\n",
      'server/calc/cii.ts': "import { db } from '../db/engine';\nimport { units } from '../../descriptors/lib/units';\nexport const cii = [db, units];\n",
      'server/db/engine.ts': 'export const db = 1;\n',
    })).toEqual([
      'calc-pure: server/calc/cii.ts → server/db/engine.ts',
      'descriptors-pure: descriptors/lib/units.ts → server/db/engine.ts',
    ]);
  });

  it('let a module query its own tables only, and leave the schema barrel to the database setup', async () => {
    expect(await violationsOf({
      'server/modules/timeseries/tables.ts': "import { units } from '../access/tables';\nexport const series = units;\n",
      'server/modules/timeseries/ingest.ts': "import { series } from './tables';\nimport { ships } from '../access/ships';\nexport const ingest = [series, ships];\n",
      'server/modules/elog/day-search.ts': "import { units } from '../access/tables';\nexport const search = units;\n",
      'server/modules/menu/routes.ts': "import { units } from '../../db/schema';\nexport const menu = units;\n",
      'server/modules/access/ships.ts': "import { units } from './tables';\nexport const ships = units;\n",
      'server/modules/access/tables.ts': 'export const units = 1;\n',
      'server/db/schema.ts': "export * from '../modules/access/tables';\nexport * from '../modules/timeseries/tables';\n",
      'server/db/engine.ts': "import * as schema from './schema';\nexport const engine = schema;\n",
      'server/ws/hub.ts': "import { units } from '../modules/access/tables';\nexport const hub = units;\n",
    })).toEqual([
      'module-owns-its-tables: server/modules/elog/day-search.ts → server/modules/access/tables.ts',
      'schema-for-setup-only: server/modules/menu/routes.ts → server/db/schema.ts',
      'tables-stay-in-modules: server/ws/hub.ts → server/modules/access/tables.ts',
    ]);
  });

  it('refuse an import cycle between two modules, while a cycle inside one module or through a type is left alone', async () => {
    expect(await violationsOf({
      'server/modules/resources/stores.ts': "import { legs } from '../voyages/leg-store';\nexport const stores = legs;\n",
      'server/modules/voyages/leg-store.ts': "import { stores } from '../resources/stores';\nexport const legs = 1;\nexport const used = stores;\n",
      'server/modules/timeseries/rollups.ts': "import { store } from './rollup-store';\nexport const rollups = 1;\nexport const used = store;\n",
      'server/modules/timeseries/rollup-store.ts': "import { rollups } from './rollups';\nexport const store = rollups;\n",
      'server/modules/menu/routes.ts': "import type { AppDeps } from '../../app';\nexport const menu = (deps: AppDeps) => deps;\n",
      'server/app.ts': "import { menu } from './modules/menu/routes';\nexport interface AppDeps { db: number }\nexport const app = menu;\n",
    })).toEqual([
      'no-module-cycles: server/modules/resources/stores.ts → server/modules/voyages/leg-store.ts',
    ]);
  });

  it('leave translation to the routes and the error handler: a service raises message keys', async () => {
    expect(await violationsOf({
      'server/modules/voyages/leg-store.ts': "import { translate } from '../../http/i18n';\nexport const legs = translate;\n",
      'server/modules/voyages/routes.ts': "import { translate } from '../../http/i18n';\nimport { legs } from './leg-store';\nexport const routes = [translate, legs];\n",
      'server/modules/analytics/extract-routes.ts': "import { translate } from '../../http/i18n';\nexport const extract = translate;\n",
      'server/modules/voyages/legs.ts': "import { KeelError } from '../../errors/keel-error';\nexport const legs = KeelError;\n",
      'server/http/error-handler.ts': "import { translate } from './i18n';\nimport { KeelError } from '../errors/keel-error';\nexport const handler = [translate, KeelError];\n",
      'server/http/i18n.ts': 'export const translate = 1;\n',
      'server/errors/keel-error.ts': 'export class KeelError {}\n',
    })).toEqual([
      'only-routes-translate: server/modules/voyages/leg-store.ts → server/http/i18n.ts',
    ]);
  });

  it('keep the server and the browser apart, and shipped code away from the tests', async () => {
    expect(await violationsOf({
      'server/modules/fleet.ts': "import { map } from '../../runtime/map';\nexport const fleet = map;\n",
      'runtime/map.ts': "import { helper } from '../tests/support/helper';\nexport const map = helper;\n",
      'designer/panel.ts': "import { fleet } from '../server/modules/fleet';\nexport const panel = fleet;\n",
      'tests/support/helper.ts': 'export const helper = 1;\n',
    })).toEqual([
      'browser-not-server: designer/panel.ts → server/modules/fleet.ts',
      'not-to-tests: runtime/map.ts → tests/support/helper.ts',
      'server-not-browser: server/modules/fleet.ts → runtime/map.ts',
    ]);
  });
});
