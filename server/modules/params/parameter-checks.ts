/** Checks of parameter values beyond "a string": a value the server could not use is refused on write with a 400. */
import { KeelError } from '../../errors/keel-error.js';
import type { ParameterCode } from './parameters.js';
import { parseSourceList } from './source-list.js';

type Check = (value: string) => { code: string; key: string; params: Record<string, string> } | undefined;

const sourceList: Check = (value) => {
  const { invalid } = parseSourceList(value);
  return invalid.length ? { code: 'sourceList', key: 'params.invalidSourceList', params: { value: invalid.join(' ') } } : undefined;
};

const wholeDays: Check = (value) => (/^\d{1,4}$/.test(value.trim()) && Number(value) <= 3650 ? undefined : { code: 'wholeDays', key: 'params.invalidDays', params: { value } });

const port: Check = (value) => (/^\d{1,5}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 65535 ? undefined : { code: 'port', key: 'email.invalidPort', params: { value } });
const oneOf = (...allowed: string[]): Check => (value) => (allowed.includes(value) ? undefined : { code: 'enum', key: 'email.invalidChoice', params: { value, allowed: allowed.join(', ') } });
const mailAddress: Check = (value) => (value === '' || /^[^\s@<>()",;]+@[^\s@<>()",;]+$/.test(value) ? undefined : { code: 'email', key: 'email.invalidAddress', params: { value } });
const hostName: Check = (value) => (value === '' || /^[A-Za-z0-9.:[\]-]{1,253}$/.test(value) ? undefined : { code: 'host', key: 'email.invalidHost', params: { value } });

const checks: Partial<Record<ParameterCode, Check>> = {
  'security.wallboardFrameAncestors': sourceList,
  'documents.expiryWarningDays': wholeDays,
  'email.smtp.host': hostName,
  'email.smtp.port': port,
  'email.smtp.security': oneOf('NONE', 'STARTTLS', 'TLS'),
  'email.smtp.verifyCertificate': oneOf('0', '1'),
  'email.from.address': mailAddress,
};

/** Throws a 400 naming paramValue when the parameter has a check and the value fails it. */
export function assertParameterValue(code: string, value: string): void {
  const problem = checks[code as ParameterCode]?.(value);
  if (!problem) return;
  const params = { ...problem.params, field: { messageKey: 'resources.app-parameter.fields.paramValue' } };
  throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path: '/requestValue/data/paramValue', code: problem.code, messageKey: problem.key, params }]);
}
