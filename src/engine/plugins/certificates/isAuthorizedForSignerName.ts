// Asks the authorizer whether a user may `verb` the synthetic `signers` resource named by a signer,
// then the signer's domain wildcard (plugin/pkg/admission/certificates/util.go, pkg/certauthorization).

import type { Authorizer } from '../../authz/authorizer.ts';
import { emptyAttributes } from '../../authz/authorizer.ts';
import type { UserInfo } from '../../apimachinery/types.ts';

/** The names checked, in order, and whether one of them was allowed. */
export interface SignerAuthorization {
  allowed: boolean;
  /** The resource names asked about: the signer name, then `<domain>/*`. */
  checked: string[];
}

function allows(authz: Authorizer, user: UserInfo, verb: string, name: string): boolean {
  const decision = authz.authorize({
    ...emptyAttributes(user),
    verb,
    name,
    apiGroup: 'certificates.k8s.io',
    apiVersion: '*',
    resource: 'signers',
    resourceRequest: true,
  });
  // An authorizer error only gets logged; what counts is an Allow.
  return decision.decision === 'Allow';
}

/** Mirrors IsAuthorizedForSignerName: the exact signer name first, then `<domain>/*` (domain = text before the first "/"). */
export function isAuthorizedForSignerName(
  authz: Authorizer,
  user: UserInfo,
  verb: string,
  signerName: string,
): SignerAuthorization {
  if (allows(authz, user, verb, signerName)) return { allowed: true, checked: [signerName] };
  const wildcard = `${signerName.split('/')[0] ?? ''}/*`;
  return { allowed: allows(authz, user, verb, wildcard), checked: [signerName, wildcard] };
}
