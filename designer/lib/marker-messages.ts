/**
 * Monaco's JSON service reports problems in English. The problems list shows them in the user's language:
 * each known message template maps to a translation key whose {{0}}, {{1}} take the template's values.
 */
const templates: Record<string, string> = {
  'Missing property "{0}".': 'missingProperty',
  'Property {0} is not allowed.': 'propertyNotAllowed',
  'Incorrect type. Expected "{0}".': 'incorrectType',
  'Incorrect type. Expected one of {0}.': 'incorrectTypeOneOf',
  'String does not match the pattern of "{0}".': 'patternMismatch',
  'String is shorter than the minimum length of {0}.': 'tooShort',
  'String is longer than the maximum length of {0}.': 'tooLong',
  'Value is not accepted. Valid values: {0}.': 'notAccepted',
  'Value must be {0}.': 'mustBe',
  'Value is below the minimum of {0}.': 'belowMinimum',
  'Value is above the maximum of {0}.': 'aboveMaximum',
  'Matches multiple schemas when only one must validate.': 'multipleSchemas',
  'Array has too few items. Expected {0} or more.': 'tooFewItems',
  'Array has too many items. Expected {0} or fewer.': 'tooManyItems',
  'Array has duplicate items.': 'duplicateItems',
  'Duplicate object key': 'duplicateKey',
  'Expected comma': 'expectedComma',
  'Expected comma or closing brace': 'expectedCommaOrBrace',
  'Expected comma or closing bracket': 'expectedCommaOrBracket',
  'Colon expected': 'colonExpected',
  'Value expected': 'valueExpected',
  'Property expected': 'propertyExpected',
  'Property keys must be doublequoted': 'keysDoubleQuoted',
  'Trailing comma': 'trailingComma',
  'End of file expected.': 'endOfFileExpected',
  'Unexpected end of string.': 'unexpectedEndOfString',
  'Unexpected end of number.': 'unexpectedEndOfNumber',
  'Invalid number format.': 'invalidNumber',
  'Invalid escape character in string.': 'invalidEscape',
  'Expected a JSON object, array or literal.': 'expectedValue',
  'Comments are not permitted in JSON.': 'noComments',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matchers = Object.entries(templates).map(([template, key]) => ({
  key,
  pattern: new RegExp(`^${escapeRegExp(template).replace(/\\\{(\d)\\\}/g, '(.*?)')}$`),
}));

export interface MessageTranslation {
  /** The key under designer.problem, or undefined for a message we do not know. */
  key?: string;
  values: Record<string, string>;
}

/** Finds the template of a Monaco JSON message and the values it was filled with. */
export function matchMarkerMessage(message: string): MessageTranslation {
  const text = message.trim();
  for (const { key, pattern } of matchers) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(match.slice(1).map((value, i) => [String(i), value])) };
  }
  return { values: {} };
}

/** The message in the user's language; unknown messages stay as Monaco wrote them. */
export function translateMarkerMessage(message: string, t: (key: string, values: Record<string, string>) => string): string {
  const { key, values } = matchMarkerMessage(message);
  return key ? t(`designer.problem.${key}`, values) : message;
}
