/** The Multi-dashboard page kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

export const multiDashboardPageSchema = {
  "$id": "keel:multi-dashboard-page",
  "title": "Multi-dashboard page",
  "description": "Several analytics pages under one route (SPEC §3 \"Multi-dashboard page\"), shown at /multi-dashboard-page/view/{code}, optionally in tabs. Built-in codes start with @ (@MAIN_KPI_HULL). Read through /api/multi-dashboard-pages (docs/analytics.md).",
  "type": "object",
  "required": ["code", "title"],
  "additionalProperties": false,
  "properties": {
    "code": {
      "type": "string",
      "pattern": "^@?[A-Za-z0-9][A-Za-z0-9_.-]{0,98}$",
      "description": "The multi-page code; equals the descriptor code."
    },
    "title": { "$ref": "#/definitions/text" },
    "description": { "$ref": "#/definitions/text" },
    "tabs": {
      "type": "array",
      "maxItems": 30,
      "description": "Tabs, each with the analytics pages it shows; without tabs the dashboards are shown one below the other.",
      "items": {
        "type": "object",
        "required": ["id", "dashboards"],
        "additionalProperties": false,
        "properties": {
          "id": { "type": "string", "pattern": "^[A-Za-z0-9_-]+$", "maxLength": 60 },
          "title": { "$ref": "#/definitions/text" },
          "dashboards": { "$ref": "#/definitions/dashboards" }
        }
      }
    },
    "dashboards": { "$ref": "#/definitions/dashboards", "description": "Analytics page codes shown outside tabs (or all of them when there are no tabs)." },
    "groupingKeys": {
      "type": "array",
      "uniqueItems": true,
      "maxItems": 100,
      "items": { "type": "string", "pattern": "^[^-\\s]+-[^-\\s]+(-[^-\\s]*)*$", "maxLength": 300 },
      "description": "Grouping key patterns (SPEC §3) the pages read unless the filters choose others, e.g. SHIP-UNIT-*."
    },
    "splitView": { "type": "boolean", "description": "Show one column per chosen ship." },
    "system": { "type": "boolean", "description": "True for a built-in multi-page." }
  },
  "definitions": {
    "text": localTextSchema,
    "dashboards": {
      "type": "array",
      "maxItems": 50,
      "uniqueItems": true,
      "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$", "description": "An analytics page code." }
    }
  }
} as const;

export type MultiDashboardPageBody = FromSchema<typeof multiDashboardPageSchema, { keepDefaultedPropertiesOptional: true }>;
