/** The app plugs every typed table's resource store into the resources module: a resource of any store opens. */
import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../descriptors/kinds/resource/resource.schema.js';
import '../../../server/app.js';
import { storeAdapters } from '../../../server/modules/resources/stores/index.js';

describe('the app', () => {
  it('has an adapter for every store a resource descriptor may name, each from one module', () => {
    expect(storeAdapters.ids().sort()).toEqual([...resourceSchema.properties.store.enum].sort());
  });
});
