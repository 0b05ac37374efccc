/** The Form kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';

export const formSchema = {
  "$id": "keel:form",
  "title": "Form",
  "description": "A dynamic form descriptor (SPEC §3): the JSON Schema, the uiSchema and JSONata rules an RJSF form is rendered from. Usage CUSTOMIZER or REGISTRY.",
  "type": "object",
  "required": ["title", "usage", "schema"],
  "additionalProperties": false,
  "properties": {
    "title": { "$ref": "#/definitions/text" },
    "description": { "type": "string" },
    "usage": { "enum": ["CUSTOMIZER", "REGISTRY", "VOYAGE_REPORT"] },
    "schema": {
      "type": "object",
      "required": ["type"],
      "properties": { "type": { "const": "object" }, "properties": { "type": "object" }, "required": { "type": "array", "items": { "type": "string" } } }
    },
    "uiSchema": { "type": "object" },
    "rules": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["field", "effect", "when"],
        "additionalProperties": false,
        "properties": {
          "field": { "type": "string" },
          "effect": { "enum": ["show", "hide", "require", "readonly"] },
          "when": { "type": "string", "description": "A JSONata expression over the form data." }
        }
      }
    }
  },
  "definitions": {
    "text": {
      "oneOf": [
        { "type": "string", "minLength": 1 },
        { "type": "object", "required": ["en"], "additionalProperties": false, "properties": { "en": { "type": "string" }, "ru": { "type": "string" } } }
      ]
    }
  }
} as const;

export type FormBody = FromSchema<typeof formSchema, { keepDefaultedPropertiesOptional: true }>;
