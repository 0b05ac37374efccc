import { describe, expect, it } from 'vitest';
import { kindDefinitions } from '../../../descriptors/kinds/index.js';
import { matchMarkerMessage, translateMarkerMessage } from '../../../designer/lib/marker-messages.js';
import { starterBody } from '../../../designer/lib/starter-body.js';
import { descriptorSchemaAssociations } from '../../../designer/monaco/descriptor-schemas.js';
import { descriptorModelPath, viewModelPath } from '../../../designer/monaco/model-paths.js';
import { splitServerProblems } from '../../../designer/session/problems.js';
import { createI18n } from '../../../runtime/shell/i18n.js';

describe("Monaco's JSON messages in the user's language", () => {
  const ru = createI18n('ru');
  const en = createI18n('en');

  it('recognises a template and the values it was filled with', () => {
    expect(matchMarkerMessage('Missing property "renderer".')).toEqual({ key: 'missingProperty', values: { 0: 'renderer' } });
    expect(matchMarkerMessage('String does not match the pattern of "^/".')).toEqual({ key: 'patternMismatch', values: { 0: '^/' } });
  });

  it('translates known messages and keeps unknown ones as Monaco wrote them', () => {
    expect(translateMarkerMessage('Missing property "renderer".', (k, v) => ru.t(k, v))).toBe('Обязательное свойство «renderer» отсутствует.');
    expect(translateMarkerMessage('Property extra is not allowed.', (k, v) => en.t(k, v))).toBe('The property extra is not allowed here.');
    expect(translateMarkerMessage('Something Monaco says', (k, v) => ru.t(k, v))).toBe('Something Monaco says');
  });
});

describe('the body a new descriptor starts with', () => {
  it('holds every required property of the meta-schema with the simplest value', () => {
    expect(starterBody(kindDefinitions.screen.schema)).toEqual({ route: '', renderer: '' });
    expect(starterBody(kindDefinitions.form.schema)).toEqual({ title: '', usage: 'CUSTOMIZER', schema: { type: 'object' } });
    expect(starterBody(kindDefinitions.resource.schema)).toEqual({
      title: '', schema: { type: 'object', properties: {} }, access: { view: {}, manage: {} },
    });
  });
});

describe('meta-schemas for validation as you type', () => {
  it('match the editors of their kind and not read-only views', () => {
    const [screen] = descriptorSchemaAssociations([{ id: 'screen', schemaVersion: 1, schema: kindDefinitions.screen.schema as Record<string, unknown> }]);
    expect(screen.fileMatch).toEqual(['*.screen.json']);
    expect(screen.schema).not.toHaveProperty('$id');
    expect(screen.schema).toHaveProperty('required', ['route', 'renderer']);
    expect(descriptorModelPath('screen', 'a b')).toMatch(/\.screen\.json$/);
    expect(viewModelPath('screen', 'a', 'revision-1')).not.toMatch(/\.screen\.json$/);
  });
});

describe("the server's problems of a refused save", () => {
  it('go into the editor when they are inside the body, with pointers relative to it', () => {
    const { body, other } = splitServerProblems([
      { path: '/requestValue/body/route', code: 'pattern', message: 'must match pattern "^/"' },
      { path: '/requestValue/body', code: 'required', message: 'x' },
      { path: '/requestValue/code', code: 'pattern', message: 'code' },
      { path: '/requestValue/bodyguard', code: 'x', message: 'y' },
    ]);
    expect(body).toEqual([{ pointer: '/route', message: 'must match pattern "^/"' }, { pointer: '', message: 'x' }]);
    expect(other.map((p) => p.path)).toEqual(['/requestValue/code', '/requestValue/bodyguard']);
  });
});
