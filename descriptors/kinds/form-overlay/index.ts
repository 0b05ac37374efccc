import { formOverlaySchema as schema } from './form-overlay.schema.js';
import type { KindDefinition } from '../kind.js';

/** Overlays are configuration kept by designers (the implementers who customise forms per shipowner). */
export const formOverlayKind: KindDefinition<'form-overlay'> = { id: 'form-overlay', schemaVersion: 1, schema, migrations: [] };
