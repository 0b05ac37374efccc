/** The Analytics page kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';
import { aggregationKinds } from '../../lib/analytics/aggregation.js';

export const analyticsPageSchema = {
  "$id": "keel:analytics-page",
  "title": "Analytics page",
  "description": "A dashboard (SPEC §3 \"Analytics page\"): a grid of charts over datasets of ship data, rendered by the analytics runtime and read through /api/custom-analytics (docs/analytics.md). The descriptor code is the page's id.",
  "type": "object",
  "required": ["code", "title"],
  "additionalProperties": false,
  "properties": {
    "id": { "type": "string", "readOnly": true, "description": "Answered by the API (the descriptor code); never stored: the custom-analytics calls drop it before saving." },
    "version": { "type": "integer", "readOnly": true, "description": "Answered by the API (the descriptor version); a save sends it beside the page to detect a stale edit. Never stored in the body." },
    "createdOn": { "type": "string", "format": "date-time", "readOnly": true, "description": "Answered by the API; never stored in the body." },
    "updatedOn": { "type": "string", "format": "date-time", "readOnly": true, "description": "Answered by the API; never stored in the body." },
    "owned": { "type": "boolean", "readOnly": true, "description": "Answered by the API: whether the asking user is the owner. Never stored." },
    "system": { "type": "boolean", "description": "True for a built-in page shipped with Keel (answered from the descriptor row)." },
    "code": {
      "type": "string",
      "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$",
      "description": "The page code; equals the descriptor code. Letters, digits, _, . and -."
    },
    "title": { "$ref": "#/definitions/text", "description": "The page title in the list and above the panels." },
    "description": { "$ref": "#/definitions/text", "description": "What the page shows, for lists and the page header." },
    "topic": { "type": "string", "maxLength": 100, "description": "Free grouping of pages in lists (e.g. PERFORMANCE, CONSUMPTION)." },
    "owner": { "type": "string", "maxLength": 100, "description": "Username of the author; built-ins: system. Set by the server on create; only ANALYTICS_PAGEDS MANAGEMENT may change it." },
    "published": { "type": "boolean", "description": "Visible to every user with ANALYTICS or SHIP_LIVE_DASHBOARDS; an unpublished page is seen by its owner and ANALYTICS_PAGEDS MANAGEMENT only." },
    "editable": { "type": "boolean", "description": "False locks the page: only ANALYTICS_PAGEDS MANAGEMENT may change it (built-ins ship locked). Absent means true." },
    "wallboard": { "type": "boolean", "description": "Laid out for a wall screen: shown without the application chrome." },
    "slider": { "type": "boolean", "description": "A period slider above the panels." },
    "cluster": { "type": "string", "pattern": "^[A-Z0-9_]+$", "maxLength": 40, "description": "Code of the data cluster the datasets read (a cluster descriptor); a tag without its own grouping key reads series of this cluster." },
    "units": {
      "type": "array",
      "uniqueItems": true,
      "maxItems": 500,
      "items": { "type": "string", "minLength": 1, "maxLength": 40 },
      "description": "Ship (unit) codes the page shows; empty: the ships chosen in the filters, else every ship the user may see."
    },
    "unitSplitView": { "type": "boolean", "description": "One column of panels per chosen ship." },
    "unitValues": {
      "type": "object",
      "description": "Per-ship constants of derived series, keyed by ship code then name; bound in expressions as $name (e.g. {\"NORDIC_ORE\": {\"pitch\": 6.1}} gives $pitch).",
      "propertyNames": { "maxLength": 40 },
      "additionalProperties": {
        "type": "object",
        "propertyNames": { "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "maxLength": 60 },
        "additionalProperties": { "type": ["number", "string", "boolean"] }
      }
    },
    "liveExtractionPeriod": { "type": "integer", "minimum": 0, "maximum": 604800, "description": "Seconds of data a live page shows and refreshes; 0 or absent: not a live page." },
    "viewRows": { "type": "integer", "minimum": 1, "maximum": 100, "description": "Rows of the panel grid." },
    "viewColumns": { "type": "integer", "minimum": 1, "maximum": 48, "description": "Columns of the panel grid (chart locations are in these units)." },
    "viewFixedHeight": { "type": "boolean", "description": "True: the page has viewHeight pixels; false: it fills the window." },
    "viewHeight": { "type": "integer", "minimum": 100, "maximum": 20000, "description": "Height in pixels when viewFixedHeight is true." },
    "configurationScope": { "type": "string", "pattern": "^[A-Z][A-Z_]*$", "maxLength": 40, "description": "Where the page is configured: SHORE or UNIT (a ship's installation); the SPEC scope values ACCESS_ONLY, APPLICATION_ONLY and BOTH are accepted too." },
    "metadata": { "type": "object", "description": "Free data kept with the page (editor state, notes)." },
    "filters": {
      "type": "array",
      "uniqueItems": true,
      "maxItems": 20,
      "items": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60 },
      "description": "Filter ids (GET /api/filters/config) shown in the page's filter panel, e.g. UNITS, PERIOD."
    },
    "datasets": {
      "type": "array",
      "maxItems": 50,
      "items": { "$ref": "#/definitions/dataset" },
      "description": "Page datasets: a chart without datasets of its own uses these (SPEC: charts inherit the page datasets when they have none)."
    },
    "charts": {
      "type": "array",
      "maxItems": 100,
      "items": { "$ref": "#/definitions/chart" },
      "description": "The panels (SPEC §3 \"Chart\")."
    }
  },
  "definitions": {
    "text": localTextSchema,
    "name": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "maxLength": 60 },
    "aggregation": { "enum": aggregationKinds, "description": "Bucket aggregation (SPEC §3 aggregation kinds; AVG, MAX, MIN and SUM are numeric only)." },
    "groupingKey": {
      "type": "string",
      "pattern": "^[^-\\s]+-[^-\\s]+(-[^-\\s]*)*$",
      "maxLength": 300,
      "description": "A grouping key pattern (SPEC §3): cluster-group-values, * for any value, commas for lists, e.g. SHIP-UNIT-* or SHIP-CONSUMER-*-ME-HFO,MGO."
    },
    "period": {
      "oneOf": [
        {
          "type": "object",
          "required": ["last"],
          "additionalProperties": false,
          "properties": { "last": { "type": "integer", "minimum": 60, "maximum": 315576000, "description": "Seconds back from now." } }
        },
        {
          "type": "object",
          "required": ["from", "to"],
          "additionalProperties": false,
          "properties": {
            "from": { "type": "string", "format": "date-time" },
            "to": { "type": "string", "format": "date-time", "description": "After from." }
          }
        }
      ],
      "description": "The dataset's period: { last: seconds } back from now or { from, to }; the page filters override it."
    },
    "tag": {
      "type": "object",
      "required": ["tag"],
      "additionalProperties": false,
      "properties": {
        "tag": { "type": "string", "minLength": 1, "maxLength": 100, "description": "Code of a tag (measure)." },
        "aggregation": { "$ref": "#/definitions/aggregation", "description": "Bucket aggregation; the tag's own when absent." },
        "alias": { "$ref": "#/definitions/name", "description": "The series id and its name in derived expressions; the tag code when absent." },
        "groupingKey": { "$ref": "#/definitions/groupingKey", "description": "Which series of the tag to read; every series of the page cluster (or of any cluster) when absent." },
        "label": { "$ref": "#/definitions/text", "description": "Series label; the tag's description when absent." }
      }
    },
    "derived": {
      "type": "object",
      "required": ["id", "expression"],
      "additionalProperties": false,
      "properties": {
        "id": { "$ref": "#/definitions/name", "description": "The series id; unique in the dataset, different from every alias." },
        "label": { "$ref": "#/definitions/text" },
        "measureUnit": { "type": "string", "maxLength": 40 },
        "expression": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4000,
          "description": "JSONata evaluated per time bucket and ship over { <alias>: value } with the ship's unitValues as $name; null when an input has no value in the bucket."
        }
      }
    },
    "dataset": {
      "type": "object",
      "required": ["id", "tags"],
      "additionalProperties": false,
      "properties": {
        "id": { "$ref": "#/definitions/name" },
        "title": { "$ref": "#/definitions/text" },
        "tags": { "type": "array", "minItems": 1, "maxItems": 50, "items": { "$ref": "#/definitions/tag" } },
        "derived": { "type": "array", "maxItems": 50, "items": { "$ref": "#/definitions/derived" } },
        "period": { "$ref": "#/definitions/period" },
        "resolution": { "type": "integer", "minimum": 60, "maximum": 604800, "description": "Bucket size in seconds (at least); chosen from the period and the chart width when absent." },
        "loadingCondition": {
          "enum": ["LADEN", "BALLAST", "ALL"],
          "description": "Keeps only the buckets in which a ship is laden (or in ballast), told from its mean draft against its particulars; the other buckets are gaps in every series of the dataset. ALL or absent: every bucket. The LOADING_CONDITION filter narrows further (disagreeing with it leaves nothing)."
        }
      }
    },
    "staticTag": {
      "oneOf": [
        { "type": "string", "minLength": 1, "maxLength": 100 },
        {
          "type": "object",
          "required": ["tag"],
          "additionalProperties": false,
          "properties": {
            "tag": { "type": "string", "minLength": 1, "maxLength": 100 },
            "groupingKey": { "$ref": "#/definitions/groupingKey" },
            "label": { "$ref": "#/definitions/text" }
          }
        }
      ]
    },
    "chart": {
      "type": "object",
      "required": ["id", "type"],
      "additionalProperties": false,
      "properties": {
        "id": { "type": "string", "pattern": "^[A-Za-z0-9_-]+$", "maxLength": 60 },
        "location": {
          "type": "object",
          "required": ["x", "y", "w", "h"],
          "additionalProperties": false,
          "properties": {
            "x": { "type": "integer", "minimum": 0 },
            "y": { "type": "integer", "minimum": 0 },
            "w": { "type": "integer", "minimum": 1 },
            "h": { "type": "integer", "minimum": 1 }
          },
          "description": "Place in the grid, in react-grid-layout units (viewColumns wide)."
        },
        "title": { "$ref": "#/definitions/text" },
        "type": {
          "enum": ["timeseries", "bar", "scatter", "gauge", "kpi", "value-trend", "table", "heatmap", "donut", "map"],
          "description": "The panel type: a key of the panel-type catalogue, descriptors/lib/analytics/panel-types.ts (docs/analytics.md)."
        },
        "config": { "type": "object", "description": "Panel options of the type (docs/analytics.md, panel types)." },
        "staticTags": { "type": "array", "maxItems": 50, "items": { "$ref": "#/definitions/staticTag" }, "description": "Tags shown as latest values beside the chart." },
        "staticData": { "description": "Literal data for a panel that needs no extraction; such a chart does not inherit the page datasets." },
        "datasets": { "type": "array", "maxItems": 20, "items": { "$ref": "#/definitions/dataset" }, "description": "The chart's datasets; absent or empty: the page datasets." }
      },
      "if": { "required": ["type"], "properties": { "type": { "const": "scatter" } } },
      "then": {
        "properties": {
          "config": {
            "type": "object",
            "properties": {
              "fit": {
                "type": "object",
                "properties": {
                  "type": { "enum": ["polynomial", "power"], "description": "polynomial (default): y = c₀ + … + cₙxⁿ of the order; power: y = a·xᵇ (speed–consumption curves; order not used)." },
                  "order": { "type": "integer", "minimum": 1, "description": "Polynomial fit order (SPEC §5: at least 1, \"Invalid order\")." },
                  "decimals": { "type": "integer", "minimum": 0, "maximum": 10, "description": "Rounding decimals of the fit (SPEC §5: an integer, \"Invalid decimals\")." }
                }
              }
            }
          }
        }
      }
    }
  }
} as const;

export type AnalyticsPageBody = FromSchema<typeof analyticsPageSchema, { keepDefaultedPropertiesOptional: true }>;
