// The top bar's words: the request as a sentence and the verdict as a badge.

import type { AdmissionResult } from '../../../engine/index.ts';
import type { RequestFields } from '../../store/requestSelectors.ts';

/** "CREATE pods/web in team-a as alice · 1.32 · dry run off"; the request's resolved attributes win over the text's. */
export function requestSentence(
  fields: RequestFields,
  request: AdmissionResult['request'],
): string {
  const operation = request?.operation ?? fields.operation;
  const resource =
    request === undefined
      ? ''
      : ` ${request.resource.resource}${request.subResource ? `/${request.subResource}` : ''}${request.name ? `/${request.name}` : ''}`;
  const namespace = request?.namespace || fields.namespace;
  const where = namespace ? ` in ${namespace}` : '';
  const who = fields.username ? ` as ${fields.username}` : '';
  return `${operation}${resource}${where}${who} · ${fields.kubernetesVersion || '1.32'} · dry run ${fields.dryRun ? 'on' : 'off'}`;
}

const pastTense: Record<string, string> = {
  CREATE: 'created',
  UPDATE: 'updated',
  DELETE: 'deleted',
  CONNECT: 'connected',
};

/** "✗ 403 from deny.example.com", "✓ created", or "✗ refused by kubectl" when kubectl sent nothing. */
export function verdictText(result: AdmissionResult, decidedBy: string | undefined): string {
  if (result.allowed)
    return `✓ ${pastTense[result.request?.operation ?? 'CREATE'] ?? 'allowed'}${result.request?.dryRun ? ' (dry run)' : ''}`;
  // kubectl stopped before sending anything (a kind its REST mapping lacks): no server answered.
  if (result.kubectl !== undefined) return '✗ refused by kubectl';
  const code = result.status?.code;
  return `✗ ${code === undefined ? 'refused' : String(code)}${decidedBy === undefined ? '' : ` from ${decidedBy}`}`;
}

/** "1 assumption", "2 not simulated", "1 assumption · 1 not simulated"; empty when the result is complete. */
export function gapsText(notSimulated: AdmissionResult['notSimulated']): string {
  const assumed = notSimulated.filter((n) => n.assumed === true).length;
  const missing = notSimulated.length - assumed;
  const parts = [];
  if (assumed > 0) parts.push(`${assumed} assumption${assumed === 1 ? '' : 's'}`);
  if (missing > 0) parts.push(`${missing} not simulated`);
  return parts.join(' · ');
}
