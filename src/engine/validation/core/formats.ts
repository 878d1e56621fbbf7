// The format checks of apimachinery pkg/util/validation/validation.go that pod validation uses:
// IsValidPortNum, IsValidPortName, IsEnvVarName, IsConfigMapKey, IsHTTPHeaderName, IsValidUserID,
// IsValidGroupID and IsValidIP (netutils.ParseIPSloppy), with their exact messages.

import { inclusiveRangeError, maxLenError, regexError } from '../../apimachinery/names.ts';
import { byteLength } from '../../apimachinery/names.ts';

/** Lists why a number is not a port (1-65535). */
export const isValidPortNum = (port: number): string[] =>
  port >= 1 && port <= 65535 ? [] : [inclusiveRangeError(1, 65535)];

/** Lists why a string is not an IANA service name (a named port). */
export function isValidPortName(port: string): string[] {
  const errs: string[] = [];
  if (byteLength(port) > 15) errs.push(maxLenError(15));
  if (!/^[-a-z0-9]+$/.test(port))
    errs.push('must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)');
  if (!/[a-z]/.test(port)) errs.push('must contain at least one letter (a-z)');
  if (port.includes('--')) errs.push('must not contain consecutive hyphens');
  if (port.length > 0 && (port.startsWith('-') || port.endsWith('-')))
    errs.push('must not begin or end with a hyphen');
  return errs;
}

function hasChDirPrefix(value: string): string[] {
  if (value === '.') return ["must not be '.'"];
  if (value === '..') return ["must not be '..'"];
  if (value.startsWith('..')) return ["must not start with '..'"];
  return [];
}

const envVarNameFmt = '[-._a-zA-Z][-._a-zA-Z0-9]*';
const envVarNameErrMsg =
  "a valid environment variable name must consist of alphabetic characters, digits, '_', '-', or '.', and must not start with a digit";

/** Lists why a string is not an environment variable name. */
export function isEnvVarName(value: string): string[] {
  const errs: string[] = [];
  if (!new RegExp(`^${envVarNameFmt}$`).test(value))
    errs.push(
      regexError(envVarNameErrMsg, envVarNameFmt, 'my.env-name', 'MY_ENV.NAME', 'MyEnvName1'),
    );
  return [...errs, ...hasChDirPrefix(value)];
}

/** Lists why a name is not relaxed-valid (RelaxedEnvironmentVariableValidation). */
export function isRelaxedEnvVarName(value: string): string[] {
  const errs: string[] = [];
  if (value.length === 0) errs.push('environment variable name must be non-empty');
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    if (c > 0x7f || c < 0x20 || c === 0x7f || ch === '=') {
      errs.push(
        "a valid environment variable name must consist only of printable ASCII characters other than '='",
      );
      break;
    }
  }
  return errs;
}

const configMapKeyFmt = '[-._a-zA-Z0-9]+';

/** Lists why a string is not a ConfigMap or Secret key. */
export function isConfigMapKey(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 253) errs.push(maxLenError(253));
  if (!new RegExp(`^${configMapKeyFmt}$`).test(value)) {
    errs.push(
      regexError(
        "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
        configMapKeyFmt,
        'key.name',
        'KEY_NAME',
        'key-name',
      ),
    );
  }
  return [...errs, ...hasChDirPrefix(value)];
}

const httpHeaderNameFmt = '[-A-Za-z0-9]+';

/** Lists why a string is not an HTTP header name. */
export const isHTTPHeaderName = (value: string): string[] =>
  new RegExp(`^${httpHeaderNameFmt}$`).test(value)
    ? []
    : [
        regexError(
          "a valid HTTP header must consist of alphanumeric characters or '-'",
          httpHeaderNameFmt,
          'X-Header-Name',
        ),
      ];

/** Lists why a number is not a Unix user or group id (0 to 2^31-1). */
export const isValidID = (id: number): string[] =>
  id >= 0 && id <= 2147483647 ? [] : [inclusiveRangeError(0, 2147483647)];

const ipv4 = (s: string): boolean => {
  const parts = s.split('.');
  // ParseIPSloppy accepts leading zeros (read as decimal).
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
};

function ipv6(s: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(s) || s.includes(':::')) return false;
  const halves = s.split('::');
  if (halves.length > 2) return false;
  let groups = 0;
  for (const half of halves) {
    if (half === '') continue;
    const parts = half.split(':');
    for (const [i, p] of parts.entries()) {
      if (i === parts.length - 1 && p.includes('.') && half === halves[halves.length - 1]) {
        if (!ipv4(p)) return false;
        groups += 2;
      } else if (/^[0-9a-fA-F]{1,4}$/.test(p)) groups += 1;
      else return false;
    }
  }
  return halves.length === 2 ? groups < 8 : groups === 8;
}

/** Reports whether netutils.ParseIPSloppy accepts the string. */
export const isIP = (s: string): boolean => ipv4(s) || ipv6(s);

/** The message of IsValidIP. */
export const invalidIPMessage = 'must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)';

/** The message of IsValidCIDR (1.32). */
export const invalidCIDRMessage = 'must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)';

/** Reports whether netutils.ParseCIDRSloppy accepts the string. */
export const isCIDR = (v: string): boolean => {
  const [ip = '', bits, ...rest] = v.split('/');
  if (bits === undefined || rest.length > 0 || !/^\d{1,3}$/.test(bits) || !isIP(ip)) return false;
  return Number(bits) <= (ip.includes(':') ? 128 : 32);
};
