// ResourceQuota: refuses a request that would take a namespace past one of its quotas, and shows
// the usage the quota would record (staging/src/k8s.io/apiserver/pkg/admission/plugin/resourcequota/
// admission.go Validate, controller.go Evaluate). The playground replays one request, so current
// usage is each quota's status.used as the scenario states it.

import type { Attributes } from '../../admission/attributes.ts';
import { admissionForbidden } from '../../admission/forbidden.ts';
import { failure } from '../../apimachinery/statusErrors.ts';
import type { AdmissionPlugin } from '../interfaces.ts';
import { handlesOperations } from '../interfaces.ts';
import { startupFailure, withAssumptions } from '../pluginAnswers.ts';
import { checkRequest } from './checkRequest.ts';
import { loadQuotaConfiguration } from './config.ts';
import { evaluatorFor, isIgnored } from './evaluator.ts';
import { readQuota } from './quotaObject.ts';
import { equals, prettyPrint } from './resources.ts';

const isNamespaceCreation = (attr: Attributes): boolean =>
  attr.operation === 'CREATE' && attr.kind.group === '' && attr.kind.kind === 'Namespace';

/** The ResourceQuota plugin (validating only; CREATE and UPDATE). */
export const resourceQuotaPlugin: AdmissionPlugin = {
  name: 'ResourceQuota',
  handles: handlesOperations('CREATE', 'UPDATE'),
  validate(req) {
    const config = loadQuotaConfiguration(req.config, req.version);
    if ('error' in config) return startupFailure(config.error);
    const { attr } = req;
    if (attr.subresource !== '' || attr.namespace === '' || isNamespaceCreation(attr))
      return undefined;
    const { group, resource } = attr.resource;
    if (isIgnored(group, resource))
      return { reason: `quota ignores ${group === '' ? resource : `${resource}.${group}`}` };
    const evaluator = evaluatorFor(group, resource);
    if (!evaluator.handles(attr))
      return { reason: `quota does not count ${attr.operation} of ${resource}` };
    const quotas = req.cluster.ofKind('ResourceQuota', attr.namespace).map(readQuota);
    if (quotas.length === 0 && config.limitedResources.length === 0)
      return { reason: `no ResourceQuota in namespace "${attr.namespace}"` };

    const assumptions = quotas.flatMap((q) => q.assumptions);
    if (quotas.length > 1) {
      assumptions.push(
        "quotas are checked in the order the scenario lists them; the API server takes its informer's order, which decides which exceeded quota the message names",
      );
    }
    const result = checkRequest(
      quotas,
      attr,
      evaluator,
      config.limitedResources,
      req.env.startTimeMs + req.nowMs,
    );
    switch (result.kind) {
      case 'forbidden':
        return withAssumptions(
          { status: admissionForbidden(attr, result.message), reason: result.message },
          assumptions,
        );
      case 'error':
        // A plain error, not a Status: the API server answers 500 with no reason.
        return withAssumptions(
          { status: failure(500, undefined, result.message), reason: result.message },
          assumptions,
        );
      case 'unchanged':
        return withAssumptions({ reason: result.why }, assumptions);
      case 'charged': {
        const lines: string[] = [];
        for (const [i, usage] of result.usage) {
          const quota = quotas[i];
          if (quota === undefined || equals(quota.used, usage)) continue;
          lines.push(
            `quota "${quota.name}" status.used would become ${prettyPrint(usage)} (hard ${prettyPrint(quota.hard)})`,
          );
        }
        if (lines.length === 0)
          return withAssumptions({ reason: 'fits every quota; no usage changes' }, assumptions);
        const suffix = attr.dryRun ? ' (dry run: not recorded)' : '';
        return withAssumptions({ reason: `fits: ${lines.join('; ')}${suffix}` }, assumptions);
      }
    }
  },
};
