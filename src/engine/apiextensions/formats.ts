// The string formats a CRD schema may name and how each is checked. Mirrors apiextensions-apiserver
// pkg/apiserver/validation/formats.go (supportedFormats: any other format is stripped and ignored)
// and the checks of kube-openapi pkg/validation/strfmt/default.go for the common ones; the rest are
// known (so they are not stripped) but accept any string here.

const patterns: Record<string, RegExp> = {
  // strfmt.IsDate: time.Parse("2006-01-02")
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  // strfmt.ParseDateTime: RFC 3339 with or without fractional seconds
  'date-time':
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/,
  uuid: /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i,
  uuid3: /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i,
  uuid4: /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i,
  uuid5: /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i,
  byte: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
  ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  hexcolor: /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
  bsonobjectid: /^[0-9a-fA-F]{24}$/,
  // strfmt's hostname pattern, simplified to RFC 1123 labels of at most 63 characters
  hostname:
    /^(?=.{1,255}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/,
};

const unchecked = new Set([
  'uri',
  'email',
  'ipv6',
  'cidr',
  'mac',
  'isbn',
  'isbn10',
  'isbn13',
  'creditcard',
  'ssn',
  'rgbcolor',
  'password',
  'duration',
  'datetime',
]);

/** Reports whether the server knows the format (StripUnsupportedFormatsPostProcessor keeps it). */
export const knownFormat = (format: string): boolean => format in patterns || unchecked.has(format);

/** Reports whether the string has the format; formats checked only upstream pass. */
export function isFormat(format: string, v: string): boolean {
  const re = patterns[format];
  return re === undefined ? true : re.test(v);
}
