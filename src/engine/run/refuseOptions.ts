// The handlers' check of the options object (k8s.io/apiserver pkg/endpoints/handlers create.go,
// update.go, patch.go, delete.go): after the body is read and before it is decoded, invalid options
// are a 422 `errors.NewInvalid(schema.GroupKind{Group: "meta.k8s.io", Kind: "<Kind>Options"}, "", errs)`.
// The delete handler first drops ignoreStoreReadErrorWithClusterBreakingPotential unless the
// AllowUnsafeMalformedObjectDeletion gate is on, so neither validation nor a webhook sees it then.

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import { featureEnabled } from '../apimachinery/featureGates.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import type { Status } from '../apimachinery/status.ts';
import { type OptionsKind, validateOptions } from './validateOptions.ts';

const unsafeDelete = 'ignoreStoreReadErrorWithClusterBreakingPotential';

function optionsKind(attr: Attributes): OptionsKind | undefined {
  switch (attr.operation) {
    // A CREATE made by the update or patch handler: that handler checked its own options.
    case 'CREATE':
      return attr.createVia === 'update'
        ? 'UpdateOptions'
        : attr.createVia === 'apply'
          ? 'PatchOptions'
          : 'CreateOptions';
    // A PATCH carries PatchOptions (the scenario says so in options.kind), a PUT UpdateOptions.
    case 'UPDATE':
      return attr.options?.['kind'] === 'PatchOptions' ? 'PatchOptions' : 'UpdateOptions';
    case 'DELETE':
      return 'DeleteOptions';
    case 'CONNECT':
      return undefined;
  }
}

/** Validates the request's options as its handler does; returns the 422, with its trace step, if any. */
export function refuseOptions(ctx: ChainContext, attr: Attributes): Status | undefined {
  const kind = optionsKind(attr);
  if (kind === undefined || attr.options === null) return undefined;
  const { featureGates } = ctx.scenario.cluster;
  const version = ctx.scenario.kubernetesVersion;
  if (
    kind === 'DeleteOptions' &&
    unsafeDelete in attr.options &&
    !featureEnabled(featureGates, version, 'AllowUnsafeMalformedObjectDeletion')
  ) {
    const { [unsafeDelete]: _dropped, ...kept } = attr.options;
    attr.options = kept;
  }
  if (kind === 'PatchOptions' && attr.options['force'] !== undefined)
    noteNotSimulated(
      ctx,
      'patch options',
      'the patch type is not in the scenario: the apply-only rules of ValidatePatchOptions (an apply patch needs a fieldManager; force only on an apply patch) are not checked',
    );
  const errs = validateOptions(attr.options, kind);
  if (errs.length === 0) return undefined;
  const status = newInvalid('meta.k8s.io', kind, '', errs, version);
  // The dryRun: true shortcut wrote dryRun [All], which always passes: a bad value is in options.
  const first = errs[0]?.field ?? '';
  ctx.trace.push({
    phase: 'decode',
    plugin: 'decode',
    outcome: 'denied',
    reason: `the ${kind} (the request's query parameters${kind === 'DeleteOptions' ? ' or its body' : ''}) are invalid: ${[...new Set(errs.map((e) => e.field))].join(', ')}`,
    status,
    pointer: `/request/options/${first}`,
    refusal: { stage: 'options' },
  });
  return status;
}
