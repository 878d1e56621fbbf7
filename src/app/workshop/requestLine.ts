// The request in one line for the presenter view, where the request bar's fields are not shown:
// `CREATE pods "web" in namespace team-a, as alice`.

import type { AdmissionResult } from '../../engine/index.ts';

type RequestSummary = NonNullable<AdmissionResult['request']>;

/** Describes the request as the chain saw it and who sent it; undefined when setting up the cluster failed. */
export function requestLine(
  request: RequestSummary | undefined,
  username: string,
): string | undefined {
  if (request === undefined) return undefined;
  const { group, resource } = request.resource;
  // kubectl's way of naming a resource outside the core group: deployments.apps.
  const what = `${group === '' ? resource : `${resource}.${group}`}${request.subResource === '' ? '' : `/${request.subResource}`}`;
  const parts = [request.operation, what];
  if (request.name !== '') parts.push(`"${request.name}"`);
  if (request.namespace !== '') parts.push(`in namespace ${request.namespace}`);
  const by = username === '' ? '' : `, as ${username}`;
  return `${parts.join(' ')}${by}${request.dryRun ? ' (dry run)' : ''}`;
}
