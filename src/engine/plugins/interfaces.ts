// Package plugins mirrors k8s.io/kubernetes plugin/pkg/admission: the in-process admission plugins.
//
// The contract every in-process admission plugin implements, in the API server's words
// (k8s.io/apiserver pkg/admission/interfaces.go: Handles, MutationInterface.Admit,
// ValidationInterface.Validate). Plugins are pure: they read the request and the cluster the
// scenario states, and answer with a value the chain records as one trace step.

import type { Attributes } from '../admission/attributes.ts';
import type { ClusterNamespace } from '../admission/cluster.ts';
import type { RunEnvironment } from '../admission/environment.ts';
import type { PluginName } from '../admission/plugins.ts';
import type { Status } from '../apimachinery/status.ts';
import type { Authorizer } from '../authz/authorizer.ts';
import type { JsonObject, KubernetesVersion, Operation } from '../apimachinery/types.ts';
import type { WebhookBehaviour } from '../scenario/types.ts';

/** The cluster state a plugin reads (its informers and listers, filled from scenario.cluster.objects). */
export interface PluginCluster {
  /** Every object the scenario lists, in order. */
  objects: readonly JsonObject[];
  /** The namespace of that name (the built-in ones exist in every cluster), or undefined. */
  namespace(name: string): ClusterNamespace | undefined;
  /** The objects of one kind (any apiVersion), in one namespace or, with "", in all. */
  ofKind(kind: string, namespace?: string): JsonObject[];
  /** Adds an object a plugin created (the chain calls this; plugins return `creates`). */
  add(object: JsonObject): void;
}

/** What one call of Admit or Validate sees. */
export interface PluginRequest {
  /** The request; read attr.object, never assign it (return `object` instead). */
  readonly attr: Attributes;
  readonly cluster: PluginCluster;
  /**
   * This plugin's `configuration` from the scenario's AdmissionConfiguration (the file
   * --admission-control-config-file names), or undefined when the scenario gives none.
   */
  readonly config: JsonObject | undefined;
  /** The scenario pointer of that configuration, for errors placed in the editor. */
  readonly configPointer: string | undefined;
  readonly version: KubernetesVersion;
  readonly featureGates: Readonly<Record<string, boolean>>;
  /** The API server's authorizer (RBAC from the scenario's roles behind system:masters). */
  readonly authorizer: Authorizer;
  /** Deterministic randomness (generated names) and the request's wall-clock start. */
  readonly env: RunEnvironment;
  /** True on the second pass of the mutating chain (reinvocation). */
  readonly isReinvoke: boolean;
  /**
   * The scenario's simulated servers (`webhooks:`), for plugins that call a backend of their own
   * (ImagePolicyWebhook reads the entry keyed by its plugin name).
   */
  readonly servers: Readonly<Record<string, WebhookBehaviour>>;
  /** Simulated milliseconds since the request arrived (the chain's clock). */
  readonly nowMs: number;
}

/** A plugin's answer to one call; undefined from admit/validate means it ignored the request. */
export interface PluginAnswer {
  /** The refusal (the chain stops here) — the exact metav1.Status the API server answers. */
  status?: Status;
  /** Admit only: the object after this plugin changed it (omit when unchanged). */
  object?: JsonObject;
  /** One line for the trace: what the plugin did, or why it let the request pass. */
  reason: string;
  warnings?: string[];
  auditAnnotations?: Record<string, string>;
  /**
   * What the plugin assumed about state the playground cannot have (quota usage from earlier
   * requests, the node a kubelet runs on ...). Shown in the trace and in the result's notSimulated.
   */
  assumptions?: string[];
  /** Objects the plugin creates through the API as a side effect (NamespaceAutoProvision): later steps see them. */
  creates?: JsonObject[];
  /** Simulated milliseconds this call took (a backend call); the chain's clock advances by it. */
  durationMs?: number;
}

/** One in-process admission plugin. */
export interface AdmissionPlugin {
  name: PluginName;
  /** admission.Handler.Handles: the operations the plugin looks at. */
  handles(operation: Operation): boolean;
  /** MutationInterface.Admit, when the plugin mutates. */
  admit?(request: PluginRequest): PluginAnswer | undefined;
  /** ValidationInterface.Validate, when the plugin validates. */
  validate?(request: PluginRequest): PluginAnswer | undefined;
}

/** admission.NewHandler(ops...).Handles. */
export function handlesOperations(...operations: Operation[]): (operation: Operation) => boolean {
  return (operation) => operations.includes(operation);
}
