/** The Form overlay kind: changes laid over a form for a shipowner, a fleet or a ship (issue 18, decision 54). */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

export const formOverlaySchema = {
  "$id": "keel:form-overlay",
  "title": "Form overlay",
  "description": "Changes laid over a form for the ships of a shipowner, a fleet (unit group) or single ships, without copying it: hide, add, change or move fields by their dotted path. Overlays reaching a ship apply broadest first (SHIPOWNER, FLEET, SHIP), then by code.",
  "type": "object",
  "required": ["form", "level", "targets", "changes"],
  "additionalProperties": false,
  "properties": {
    "description": { "$ref": "#/definitions/text" },
    "form": { "type": "string", "minLength": 1, "maxLength": 100, "description": "The code of the form it changes." },
    "level": { "enum": ["SHIPOWNER", "FLEET", "SHIP"] },
    "targets": {
      "type": "array", "minItems": 1, "maxItems": 500, "uniqueItems": true,
      "description": "Shipowner codes, unit group codes or ship ids, as the level says.",
      "items": { "type": "string", "minLength": 1, "maxLength": 100 }
    },
    "changes": {
      "type": "array", "maxItems": 500,
      "items": {
        "oneOf": [
          {
            "type": "object", "required": ["op", "field"], "additionalProperties": false,
            "properties": { "op": { "const": "hide" }, "field": { "$ref": "#/definitions/field" } }
          },
          {
            "type": "object", "required": ["op", "field", "schema"], "additionalProperties": false,
            "properties": {
              "op": { "const": "add" }, "field": { "$ref": "#/definitions/field" },
              "schema": { "type": "object", "required": ["type"], "properties": { "type": { "type": "string" } } },
              "ui": { "type": "object" },
              "required": { "type": "boolean" },
              "place": { "$ref": "#/definitions/place" }
            }
          },
          {
            "type": "object", "required": ["op", "field"], "additionalProperties": false,
            "properties": {
              "op": { "const": "change" }, "field": { "$ref": "#/definitions/field" },
              "title": { "$ref": "#/definitions/text" }, "help": { "$ref": "#/definitions/text" },
              "required": { "type": "boolean" },
              "minimum": { "type": "number" }, "maximum": { "type": "number" },
              "minLength": { "type": "integer", "minimum": 0 }, "maxLength": { "type": "integer", "minimum": 0 },
              "default": {}
            }
          },
          {
            "type": "object", "required": ["op", "field", "place"], "additionalProperties": false,
            "properties": { "op": { "const": "move" }, "field": { "$ref": "#/definitions/field" }, "place": { "$ref": "#/definitions/place" } }
          }
        ]
      }
    }
  },
  "definitions": {
    "field": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$", "maxLength": 300 },
    "place": {
      "oneOf": [
        { "type": "object", "required": ["after"], "additionalProperties": false, "properties": { "after": { "type": "string", "minLength": 1 } } },
        { "type": "object", "required": ["first"], "additionalProperties": false, "properties": { "first": { "const": true } } }
      ]
    },
    "text": localTextSchema
  }
} as const;

export type FormOverlayBody = FromSchema<typeof formOverlaySchema, { keepDefaultedPropertiesOptional: true }>;
