// @vitest-environment happy-dom
import type { ErrorSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.js';
import { toSaveProblem } from '../../../runtime/renderers/crud/save-problem.js';
import { clearChangedFieldErrors, pointerToPath, problemsToErrorSchema } from '../../../runtime/renderers/crud/server-errors.js';

const errorSchema = (value: object) => value as unknown as ErrorSchema;
const problem = (path: string, message: string) => ({ path, code: 'x', message });

describe('server field problems at their fields', () => {
  it('maps /requestValue/data/a/b to the error schema at a.b', () => {
    const { errorSchema, unplaced } = problemsToErrorSchema([
      problem('/requestValue/data/name', 'Name is required.'),
      problem('/requestValue/data/address/city', 'City is too long.'),
      problem('/requestValue/data/address/city', 'City is too long.'),
      problem('/requestValue/data/crew/2/rank', 'Rank has a value that is not allowed.'),
    ]);
    expect(errorSchema).toEqual({
      name: { __errors: ['Name is required.'] },
      address: { city: { __errors: ['City is too long.'] } },
      crew: { 2: { rank: { __errors: ['Rank has a value that is not allowed.'] } } },
    });
    expect(unplaced).toEqual([]);
  });

  it('decodes escaped pointer segments and keeps problems outside the data for the notice', () => {
    expect(pointerToPath('/requestValue/data/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerToPath('/requestValue/data')).toEqual([]);
    expect(pointerToPath('/requestValue/version')).toBeUndefined();
    const { errorSchema, unplaced } = problemsToErrorSchema([problem('/requestValue/version', 'Version is required.'), problem('/requestValue/data', 'Too many fields.')]);
    expect(errorSchema).toEqual({ __errors: ['Too many fields.'] });
    expect(unplaced.map((p) => p.message)).toEqual(['Version is required.']);
  });

  it('answers no error schema when nothing could be placed', () => {
    expect(problemsToErrorSchema([]).errorSchema).toBeUndefined();
  });

  it('drops the server error of a field once the user changes its value, and keeps the others', () => {
    const errors = errorSchema({ name: { __errors: ['taken'] }, unlocode: { __errors: ['bad'] } });
    const before = { name: 'Rotterdam', unlocode: 'rot' };
    expect(clearChangedFieldErrors(errors, before, { ...before })).toBe(errors);
    expect(clearChangedFieldErrors(errors, before, { ...before, name: 'Rotterdam port' })).toEqual({ unlocode: { __errors: ['bad'] } });
    expect(clearChangedFieldErrors(errorSchema({ name: { __errors: ['taken'] } }), before, { ...before, name: 'x' })).toBeUndefined();
  });
});

describe('refused saves sorted for the editor', () => {
  it('tells field errors, duplicates, stale versions, rules, permissions and lost connections apart', () => {
    const fields = [problem('/requestValue/data/name', 'taken')];
    expect(toSaveProblem(new ApiError(400, 'Some fields are not valid.', 'INVALID_INPUT', fields))).toMatchObject({ kind: 'invalid', errorSchema: { name: { __errors: ['taken'] } } });
    expect(toSaveProblem(new ApiError(409, 'Duplicate', 'CONFLICT', fields)).kind).toBe('duplicate');
    expect(toSaveProblem(new ApiError(409, 'Stale', 'CONFLICT')).kind).toBe('stale');
    expect(toSaveProblem(new ApiError(422, 'Referenced', 'BUSINESS_RULE')).kind).toBe('refused');
    expect(toSaveProblem(new ApiError(403, 'No', 'FORBIDDEN')).kind).toBe('forbidden');
    expect(toSaveProblem(new ApiError(0, 'Failed to fetch', 'NETWORK')).kind).toBe('network');
    expect(toSaveProblem(new Error('boom'))).toMatchObject({ kind: 'other', message: 'boom' });
  });
});
