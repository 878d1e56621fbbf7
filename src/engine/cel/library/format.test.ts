import { describe } from 'vitest';
import { table, v } from './tableTest.ts';

const labelMsg =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

// Examples from format.go and format_test.go; .orValue([]) turns optional.none into an empty list.
describe('kubernetes format library', () => {
  table([
    ["format.dns1123Label().validate('my-label-name').hasValue()", v(false)],
    ["format.dns1123Label().validate('my_label').value()", v([labelMsg])],
    ["format.dns1123Label().validate('a.b').value()", v(['must not contain dots'])],
    ["format.dns1123Subdomain().validate('apiextensions.k8s.io').hasValue()", v(false)],
    ["format.dns1035Label().validate('my-label-name').hasValue()", v(false)],
    ["format.dns1035Label().validate('1abc').hasValue()", v(true)],
    ["format.qualifiedName().validate('apiextensions.k8s.io/v1beta1').hasValue()", v(false)],
    ["format.dns1123LabelPrefix().validate('my-label-prefix-').hasValue()", v(false)],
    ["format.dns1123SubdomainPrefix().validate('mysubdomain.prefix.-').hasValue()", v(false)],
    ["format.dns1035LabelPrefix().validate('my-label-prefix-').hasValue()", v(false)],
    ["format.labelValue().validate('').hasValue()", v(false)],
    ["format.uri().validate('http://example.com').hasValue()", v(false)],
    [
      "format.uri().validate('../relative').value()",
      v(['parse "../relative": invalid URI for request']),
    ],
    ["format.uuid().validate('123e4567-e89b-12d3-a456-426614174000').hasValue()", v(false)],
    ["format.uuid().validate('123e4567').value()", v(['does not match the UUID format'])],
    ["format.byte().validate('aGVsbG8=').hasValue()", v(false)],
    ["format.byte().validate('aGVsbG8').value()", v(['invalid base64'])],
    ["format.date().validate('2021-01-01').hasValue()", v(false)],
    ["format.date().validate('2021-02-29').value()", v(['invalid date'])],
    ["format.datetime().validate('2021-01-01T00:00:00Z').hasValue()", v(false)],
    ["format.datetime().validate('2021-01-01').value()", v(['invalid datetime'])],
    ["format.named('dns1123Label').hasValue()", v(true)],
    ["format.named('unknown').hasValue()", v(false)],
    ["format.named('labelValue').value().validate('MyValue').orValue([])", v([])],
    ["format.dns1123Label().validate('x').orValue(['none'])", v(['none'])],
  ]);
});
