// The Pod Security levels, namespace labels and audit annotation keys: mirrors
// k8s.io/pod-security-admission/api/constants.go (v0.32).

/** A Pod Security Standards level. */
export type Level = 'privileged' | 'baseline' | 'restricted';

/** The privileged level: no checks. */
export const levelPrivileged: Level = 'privileged';
/** The baseline level. */
export const levelBaseline: Level = 'baseline';
/** The restricted level: the baseline checks plus the restricted ones. */
export const levelRestricted: Level = 'restricted';

/** Lists the valid levels in upstream's order (used by parseLevel's error text). */
export const validLevels: readonly Level[] = [levelPrivileged, levelBaseline, levelRestricted];

/** The version label value that selects the newest policy version. */
export const versionLatest = 'latest';

const labelPrefix = 'pod-security.kubernetes.io/';

/** Prefixes the audit annotations the plugin records (audit keys below are relative to it). */
export const auditAnnotationPrefix = labelPrefix;

/** Names the namespace label that sets the enforced level. */
export const enforceLevelLabel = labelPrefix + 'enforce';
/** Names the namespace label that sets the enforced version. */
export const enforceVersionLabel = labelPrefix + 'enforce-version';
/** Names the namespace label that sets the audited level. */
export const auditLevelLabel = labelPrefix + 'audit';
/** Names the namespace label that sets the audited version. */
export const auditVersionLabel = labelPrefix + 'audit-version';
/** Names the namespace label that sets the warned level. */
export const warnLevelLabel = labelPrefix + 'warn';
/** Names the namespace label that sets the warned version. */
export const warnVersionLabel = labelPrefix + 'warn-version';

/** Names the audit annotation (under auditAnnotationPrefix) holding an exemption's reason. */
export const exemptionReasonAnnotationKey = 'exempt';
/** Names the audit annotation (under auditAnnotationPrefix) holding audit-level violations. */
export const auditViolationsAnnotationKey = 'audit-violations';
/** Names the audit annotation (under auditAnnotationPrefix) holding the enforced level:version. */
export const enforcedPolicyAnnotationKey = 'enforce-policy';
