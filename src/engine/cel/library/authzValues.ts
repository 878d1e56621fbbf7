// The values behind the Kubernetes authz CEL library (staging/src/k8s.io/apiserver/pkg/cel/library/authz.go:
// authorizerVal, pathCheckVal, groupCheckVal, resourceCheckVal, decisionVal). Builders are immutable:
// each call returns a new check, as the Go value receivers copy.

import type {
  AuthorizationAttributes,
  AuthorizationDecision,
  Authorizer,
} from '../../authz/authorizer.ts';
import { emptyAttributes } from '../../authz/authorizer.ts';
import type { UserInfo } from '../../apimachinery/types.ts';

/** The CEL type names upstream declares (cel.ObjectType("kubernetes.authorization.…")). */
export const AUTHORIZER_TYPE = 'kubernetes.authorization.Authorizer';
export const PATH_CHECK_TYPE = 'kubernetes.authorization.PathCheck';
export const GROUP_CHECK_TYPE = 'kubernetes.authorization.GroupCheck';
export const RESOURCE_CHECK_TYPE = 'kubernetes.authorization.ResourceCheck';
export const DECISION_TYPE = 'kubernetes.authorization.Decision';

/** serviceaccount.ServiceAccountInfo{Namespace, Name}.UserInfo(): no uid, no extra. */
export function serviceAccountUserInfo(namespace: string, name: string): UserInfo {
  return {
    username: `system:serviceaccount:${namespace}:${name}`,
    uid: '',
    groups: ['system:serviceaccounts', `system:serviceaccounts:${namespace}`],
    extra: {},
  };
}

/** authorizerVal: the principal whose permissions are checked, and the authorizer that answers. */
export class CelAuthorizer {
  /**
   * `authorizer.requestResource`: upstream a separate variable named "authorizer.requestResource";
   * cel-js resolves it as a declared field of this type. Only the request's authorizer has one.
   */
  readonly requestResource?: ResourceCheck;

  constructor(
    readonly authorizer: Authorizer,
    readonly user: UserInfo,
    requestResource?: RequestResource,
  ) {
    if (requestResource !== undefined)
      this.requestResource = resourceCheckFor(this, requestResource);
  }

  pathCheck(path: string): PathCheck {
    return new PathCheck(this, path);
  }

  groupCheck(group: string): GroupCheck {
    return new GroupCheck(this, group);
  }

  serviceAccount(namespace: string, name: string): CelAuthorizer {
    return new CelAuthorizer(this.authorizer, serviceAccountUserInfo(namespace, name));
  }
}

/** pathCheckVal. */
export class PathCheck {
  constructor(
    readonly authorizer: CelAuthorizer,
    readonly path: string,
  ) {}

  /** AttributesRecord{Path, Verb, User}: a non-resource request with the HTTP verb as given. */
  check(verb: string): CelDecision {
    const attrs: AuthorizationAttributes = {
      ...emptyAttributes(this.authorizer.user),
      path: this.path,
      verb,
    };
    return new CelDecision(this.authorizer.authorizer.authorize(attrs), attrs);
  }
}

/** groupCheckVal. */
export class GroupCheck {
  constructor(
    readonly authorizer: CelAuthorizer,
    readonly group: string,
  ) {}

  resourceCheck(resource: string): ResourceCheck {
    return new ResourceCheck(this, {
      resource,
      subresource: '',
      namespace: '',
      name: '',
      fieldSelector: '',
      labelSelector: '',
    });
  }
}

interface ResourceCheckFields {
  resource: string;
  subresource: string;
  namespace: string;
  name: string;
  fieldSelector: string;
  labelSelector: string;
}

/** resourceCheckVal. */
export class ResourceCheck {
  constructor(
    readonly groupCheck: GroupCheck,
    readonly fields: Readonly<ResourceCheckFields>,
  ) {}

  with(patch: Partial<ResourceCheckFields>): ResourceCheck {
    return new ResourceCheck(this.groupCheck, { ...this.fields, ...patch });
  }

  /**
   * A resource request in the group of the group check, any version ("*"). With AuthorizeWithSelectors
   * the selectors are parsed into requirements upstream; RBAC ignores them, so they travel raw.
   */
  check(verb: string, withSelectors: boolean): CelDecision {
    const f = this.fields;
    const attrs: AuthorizationAttributes = {
      ...emptyAttributes(this.groupCheck.authorizer.user),
      resourceRequest: true,
      apiGroup: this.groupCheck.group,
      apiVersion: '*',
      resource: f.resource,
      subresource: f.subresource,
      namespace: f.namespace,
      name: f.name,
      verb,
    };
    if (withSelectors && f.fieldSelector.length > 0) attrs.fieldSelector = f.fieldSelector;
    if (withSelectors && f.labelSelector.length > 0) attrs.labelSelector = f.labelSelector;
    return new CelDecision(this.groupCheck.authorizer.authorizer.authorize(attrs), attrs);
  }
}

/** decisionVal, plus the attributes that were asked (for the trace). */
export class CelDecision {
  constructor(
    readonly decision: AuthorizationDecision,
    readonly attributes: AuthorizationAttributes,
  ) {}
}

/** The request's resource, as NewResourceAuthorizerVal reads it from the admission attributes. */
export interface RequestResource {
  group: string;
  version: string;
  resource: string;
  subresource: string;
  namespace: string;
  name: string;
}

/** NewResourceAuthorizerVal: group(resource.Group).resource(resource.Resource) with subresource, namespace, name. */
export function resourceCheckFor(authorizer: CelAuthorizer, r: RequestResource): ResourceCheck {
  return authorizer
    .groupCheck(r.group)
    .resourceCheck(r.resource)
    .with({ subresource: r.subresource, namespace: r.namespace, name: r.name });
}
