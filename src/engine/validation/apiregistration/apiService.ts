// Checks an APIService: mirrors k8s.io/kube-aggregator pkg/apis/apiregistration/validation/
// validation.go ValidateAPIService (the name is `version.group`, the group and version formats, the
// priorities, a local service's limits and a remote service's reference) and ValidateAPIServiceUpdate,
// as apiServerStrategy (pkg/registry/apiservice/strategy.go) runs them. The v1 default of
// spec.service.port (443, SetDefaults_ServiceReference) is applied first.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goBool, goInt32, goString } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { invalidEach, isDNS1035Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { decodedLength } from '../core/configMap.ts';
import { isValidPortNum } from '../core/formats.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { validatePathSegmentName } from '../meta/nameFuncs.ts';
import { bool, num, obj, str } from '../read.ts';

/** ValidateAPIService. */
export function validateAPIService(apiService: JsonObject): FieldError[] {
  const spec = obj(apiService['spec']) ?? {};
  const group = str(spec['group']);
  const version = str(spec['version']);
  const requiredName = `${version}.${group}`;
  // The name function sees the name and the generateName alike, and ignores the prefix flag.
  const errs = validateObjectMeta(apiService, false, (name) => {
    const minimal = validatePathSegmentName(name, false);
    if (minimal.length > 0) return minimal;
    return name === requiredName
      ? []
      : [`must be \`spec.version+"."+spec.group\`: ${goQuote(requiredName)}`];
  });
  if (group === '' && version !== 'v1')
    errs.push(
      required('spec.group', 'only v1 may have an empty group and it better be legacy kube'),
    );
  if (group !== '') errs.push(...invalidEach('spec.group', group, isDNS1123Subdomain(group)));
  errs.push(...invalidEach('spec.version', version, isDNS1035Label(version)));
  const groupPriority = num(spec['groupPriorityMinimum']) ?? 0;
  if (groupPriority <= 0 || groupPriority > 20000)
    errs.push(
      invalid(
        'spec.groupPriorityMinimum',
        goInt32(groupPriority),
        'must be positive and less than 20000',
      ),
    );
  const versionPriority = num(spec['versionPriority']) ?? 0;
  if (versionPriority <= 0 || versionPriority > 1000)
    errs.push(
      invalid(
        'spec.versionPriority',
        goInt32(versionPriority),
        'must be positive and less than 1000',
      ),
    );
  const caBundle = typeof spec['caBundle'] === 'string' ? decodedLength(spec['caBundle']) : 0;
  const insecure = bool(spec['insecureSkipTLSVerify']) ?? false;
  const service = obj(spec['service']);
  if (service === undefined) {
    if (caBundle !== 0)
      errs.push(
        invalid(
          'spec.caBundle',
          goString(`${caBundle} bytes`),
          'local APIServices may not have a caBundle',
        ),
      );
    if (insecure)
      errs.push(
        invalid(
          'spec.insecureSkipTLSVerify',
          goBool(insecure),
          'local APIServices may not have insecureSkipTLSVerify',
        ),
      );
    return errs;
  }
  if (str(service['namespace']) === '') errs.push(required('spec.service.namespace', ''));
  if (str(service['name']) === '') errs.push(required('spec.service.name', ''));
  const port = num(service['port']) ?? 443;
  const portErrs = isValidPortNum(port);
  if (portErrs.length > 0)
    errs.push(
      invalid('spec.service.port', goInt32(port), `port is not valid: ${portErrs.join(', ')}`),
    );
  if (insecure && caBundle > 0)
    errs.push(
      invalid(
        'spec.insecureSkipTLSVerify',
        goBool(insecure),
        'may not be true if caBundle is present',
      ),
    );
  return errs;
}

/** ValidateAPIServiceUpdate: the metadata update, then the new object. */
export const validateAPIServiceUpdate = (apiService: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(apiService, old),
  ...validateAPIService(apiService),
];
