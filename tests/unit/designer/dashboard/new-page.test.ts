import { describe, expect, it } from 'vitest';
import { kindDefinitions } from '../../../../descriptors/kinds/index.js';
import { newPageBody } from '../../../../designer/dashboard/new-page.js';
import { Ajv } from 'ajv';

describe('a new analytics page', () => {
  it('starts empty and unpublished, with its code as title and its author as owner', () => {
    expect(newPageBody('FUEL', 'admin')).toMatchObject({ code: 'FUEL', title: { en: 'FUEL' }, owner: 'admin', published: false, charts: [], datasets: [] });
    expect('owner' in newPageBody('FUEL')).toBe(false);
  });

  it('is valid against the kind’s meta-schema, so it can be saved at once', () => {
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(kindDefinitions['analytics-page'].schema);
    expect(validate(newPageBody('FUEL', 'admin'))).toBe(true);
  });
});
