// The scenario as the engine sees it after parsing and defaulting (spec/scenario-format.md).
// Kubernetes objects stay plain JSON values: unknown fields inside them are kept as they are.

import type {
  GroupVersionResource,
  JsonObject,
  JsonValue,
  KubernetesVersion,
  Operation,
  UserInfo,
} from '../apimachinery/types.ts';

/** The request to replay. */
export interface ScenarioRequest {
  operation: Operation;
  subResource: string;
  /** Explicit namespace, or undefined to take it from the object. */
  namespace?: string;
  /** Explicit name, or undefined to take it from the object. */
  name?: string;
  dryRun: boolean;
  userInfo: UserInfo;
  resource?: GroupVersionResource;
  object?: JsonObject;
  oldObject?: JsonObject;
  options?: JsonObject;
}

/** One object that exists before the request, with the JSON pointer it was read from. */
export interface ClusterObject {
  object: JsonObject;
  /** JSON pointer into the scenario, e.g. `/cluster/objects/2` or `/cluster/objects/3/items/0`. */
  pointer: string;
}

/**
 * One file of a plugin's staticManifestsDir (manifest-based admission, KEP-5793): its absolute path
 * and the YAML documents it holds.
 */
export interface StaticManifestFile {
  path: string;
  /** The file's objects, Lists flattened, each with its pointer (`/cluster/staticManifests/0/objects/1`). */
  objects: ClusterObject[];
  /** JSON pointer of the entry, e.g. `/cluster/staticManifests/0`. */
  pointer: string;
}

/** The cluster state the chain reads. */
export interface ScenarioCluster {
  admissionPlugins: { enable: string[]; disable: string[] };
  featureGates: Record<string, boolean>;
  /** --runtime-config: API versions (`admissionregistration.k8s.io/v1beta1`, `api/alpha`) switched on or off. */
  runtimeConfig: Record<string, boolean>;
  admissionConfiguration?: JsonObject;
  /**
   * --min-compatibility-version (1.35+): the CEL compatibility version new expressions are checked
   * against (`1.36`, or the flag's `kube=1.36`); absent, the previous minor.
   */
  minCompatibilityVersion?: string;
  /** Scheme defaulting of built-in objects (on in every API server; off shows objects raw). */
  defaulting: boolean;
  objects: ClusterObject[];
  /** The files on the API server's disk that the admission configuration's staticManifestsDir names. */
  staticManifests: StaticManifestFile[];
}

/** How a simulated webhook server fails instead of answering. */
export type FailMode =
  | 'connection-refused'
  | 'timeout'
  | 'tls'
  | 'http-500'
  | 'bad-json'
  | 'wrong-uid'
  | 'wrong-version'
  | 'missing-patch-type';

/** One `cases` entry: the first whose `when` holds picks the response. */
export interface WebhookCase {
  when?: string;
  response: JsonObject;
}

/** A simulated webhook server, keyed in the scenario by webhook name (or `<configuration>/<webhook>`). */
export interface WebhookBehaviour {
  latencyMs: number;
  response?: JsonObject;
  responses?: JsonObject[];
  cases?: WebhookCase[];
  fail?: FailMode;
  script?: string;
  /** JSON pointer of this entry, for errors. */
  pointer: string;
}

/** The `expect:` block that `admission-playground test` checks. */
export interface ScenarioExpectation {
  allowed?: boolean;
  code?: number;
  reason?: string;
  message?: string;
  warnings?: string[];
  calls?: string[];
  auditAnnotations?: Record<string, string>;
  object?: JsonValue;
  setupError?: boolean;
}

/** A teaching note about one step (docs/format-additions.md "Step notes"). */
export interface StepNote {
  /** The webhook, admission policy or plugin the step is of; `answer` for the answer. */
  step: string;
  /** The reinvocation round; absent: the first step that names `step`. */
  round?: 0 | 1;
  /** Markdown. */
  text: string;
}

/** A whole scenario after defaulting. */
export interface Scenario {
  apiVersion: 'playground.admission/v1';
  kind: 'AdmissionScenario';
  name: string;
  title?: string;
  description?: string;
  kubernetesVersion: KubernetesVersion;
  request: ScenarioRequest;
  cluster: ScenarioCluster;
  webhooks: Record<string, WebhookBehaviour>;
  expect?: ScenarioExpectation;
  /** Expectations at other versions, checked by running the scenario at each (`test`). */
  expectByVersion?: Partial<Record<KubernetesVersion, ScenarioExpectation>>;
  /** Teaching notes the presenter view shows as the steps are revealed. */
  notes?: StepNote[];
}
