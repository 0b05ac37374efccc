/** The formatter types a tag may use, with their parameters as JSON Schema, texts translated by the route's `say` (GET /measures/formatters). */
import { measureFormatters, type ParameterSchema } from '../../../descriptors/lib/measure-formatters.js';

function translateParameter(schema: ParameterSchema, say: (key: string) => string) {
  return {
    ...schema, title: say(schema.title),
    ...(schema.description ? { description: say(schema.description) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map((option) => ({ const: option.const, title: say(option.title) })) } : {}),
  };
}

export function formatterCatalogue(say: (key: string) => string) {
  return measureFormatters.list().map((formatter) => ({
    type: formatter.id, name: say(formatter.name), description: say(formatter.description),
    parameters: {
      ...formatter.parameters,
      properties: Object.fromEntries(Object.entries(formatter.parameters.properties).map(([name, schema]) => [name, translateParameter(schema, say)])),
    },
  }));
}
