// The Pod Security API the admission side and the checks share: mirrors
// k8s.io/pod-security-admission/api (v0.32).

export * from './constants.ts';
export * from './level.ts';
export * from './levelVersion.ts';
export * from './version.ts';
