/** The Screen kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';

export const screenSchema = {
  "$id": "keel:screen",
  "title": "Screen",
  "description": "A route of the runtime: which renderer draws it, with what configuration and access.",
  "type": "object",
  "required": ["route", "renderer"],
  "additionalProperties": false,
  "properties": {
    "route": { "type": "string", "pattern": "^/" },
    "renderer": { "type": "string", "minLength": 1 },
    "title": {
      "oneOf": [
        { "type": "string", "minLength": 1 },
        { "type": "object", "required": ["en"], "properties": { "en": { "type": "string" }, "ru": { "type": "string" } } }
      ]
    },
    "menuItemId": { "type": "string" },
    "module": { "type": "string" },
    "requiredRoles": { "type": "array", "items": { "type": "string" } },
    "requiredFunctions": { "type": "object", "additionalProperties": { "enum": ["VIEW", "MANAGEMENT"] } },
    "config": {
      "type": "object",
      "description": "Renderer-specific settings (e.g. crud: resource), validated on save against the renderer's config schema in descriptors/lib/screens/screen-renderers.ts."
    }
  }
} as const;

export type ScreenBody = FromSchema<typeof screenSchema, { keepDefaultedPropertiesOptional: true }>;
