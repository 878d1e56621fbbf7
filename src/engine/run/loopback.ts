// The API server's loopback client, for the in-process plugins that create objects through the API
// (NamespaceAutoProvision). A create it makes is a request of its own: authenticated as the
// privileged loopback user (k8s.io/apiserver pkg/server/config.go AuthorizeClientBearerToken:
// system:apiserver, a uid drawn at start-up, groups system:authenticated and system:masters), decoded
// and run through the whole chain of the same server, webhooks included, while the outer request
// waits. Its webhook calls count towards each webhook's `responses` in call order, as one server sees them.

import type { EngineError, Result } from '../errors.ts';
import type { LoopbackClient } from '../admission/nestedRequest.ts';
import type { NestedRequest } from '../admission/traceSteps.ts';
import type { RequestSummary } from '../admission/trace.ts';
import type { RunEnvironment } from '../admission/environment.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { AdmissionResult } from './result.ts';

/** Runs a scenario as a nested request in the same environment. */
export type NestedRun = (
  scenario: Scenario,
  env: RunEnvironment,
) => Result<AdmissionResult, EngineError[]>;

/** Stops the outer run when the nested request cannot run at all (its scenario errors). */
export class NestedRunFailed extends Error {
  constructor(readonly errors: EngineError[]) {
    super('the nested request could not run');
  }
}

const LOOPBACK_USER = 'system:apiserver';
const LOOPBACK_GROUPS = ['system:authenticated', 'system:masters'];

/** Returns the loopback client of a run: `nowMs` reads the outer request's clock. */
export function loopbackClient(
  scenario: Scenario,
  env: RunEnvironment,
  nowMs: () => number,
  run: NestedRun,
): LoopbackClient {
  // One uid for the loopback user, drawn when the first nested request needs it (the server draws it at start-up).
  let uid: string | undefined;
  return {
    create(object: JsonObject, call: string): NestedRequest & { durationMs: number } {
      uid ??= env.newUid();
      const startMs = nowMs();
      const { expect: _expect, ...rest } = scenario;
      const nested: Scenario = {
        ...rest,
        request: {
          operation: 'CREATE',
          subResource: '',
          dryRun: false,
          userInfo: { username: LOOPBACK_USER, uid, groups: [...LOOPBACK_GROUPS], extra: {} },
          object,
        },
      };
      // The same uid and name sources, on the outer request's clock.
      const nestedEnv: RunEnvironment = {
        startTimeMs: env.startTimeMs + startMs,
        newUid: () => env.newUid(),
        randomString: (n, alphabet) => env.randomString(n, alphabet),
      };
      const out = run(nested, nestedEnv);
      if (!out.ok) throw new NestedRunFailed(out.error);
      const r = out.value;
      const request: RequestSummary = r.request ?? {
        operation: 'CREATE',
        kind: { group: '', version: 'v1', kind: String(object['kind']) },
        resource: { group: '', version: 'v1', resource: '' },
        subResource: '',
        namespace: '',
        name: '',
        dryRun: false,
      };
      return {
        request,
        allowed: r.allowed,
        ...(r.status !== undefined && { status: r.status }),
        trace: r.trace,
        ...(r.object !== undefined && { object: r.object }),
        call,
        user: { username: LOOPBACK_USER, groups: [...LOOPBACK_GROUPS] },
        calls: r.calls,
        warnings: r.warnings,
        startMs,
        durationMs: r.durationMs,
      };
    },
  };
}
