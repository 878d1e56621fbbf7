// The scenario format (spec/scenario-format.md, docs/format-additions.md) as JSON Schema components.
// The fields and enums mirror src/engine/scenario/read*.ts, which reject unknown fields in every
// section, so those sections are closed; Kubernetes objects and webhook answers stay open.
import { closed, ref, str, strings, titled } from './helpers.mjs';
import { LIST, OBJECT } from './k8s.mjs';
import { BEHAVIOUR, RESPONSE, behaviour, response } from './webhooks.mjs';

export const SCENARIO = 'playground.Scenario';
export const REQUEST = 'playground.Request';
export const CLUSTER = 'playground.Cluster';
export const WEBHOOKS = 'playground.Webhooks';
const EXPECT = 'playground.Expect';

// The engine's KUBERNETES_VERSIONS (src/engine/apimachinery/version.ts); gen-schemas.test.ts holds them equal.
const VERSIONS = ['1.32', '1.33', '1.34', '1.35', '1.36', '1.37'];

// The gates whose per-version defaults the engine models (src/engine/apimachinery/featureGates.ts
// and src/engine/registry/featureGates.ts; gen-schemas.test.ts holds the names equal), offered for
// completion; any other gate name is accepted too.
const FEATURE_GATES = {
  ExcludeAdmissionWebhookVirtualResources:
    'On from 1.37: webhooks never see the access and token reviews.',
  ManifestBasedAdmissionControlConfig:
    'On from 1.37 (alpha in 1.36): staticManifestsDir loads static webhooks and policies (cluster.staticManifests), and names ending in .static.k8s.io are refused through the API (a warning while off).',
  PodTopologyLabelsAdmission: "On from 1.35: PodTopologyLabels copies the node's zone and region.",
  NodeDeclaredFeatures: 'On from 1.36.',
  InPlacePodVerticalScaling: 'On from 1.33.',
  InPlacePodVerticalScalingInitContainers: 'On from 1.36: pods/resize takes plain init containers.',
  StrictIPCIDRValidation: 'On from 1.36.',
  RelaxedServiceNameValidation: 'On from 1.36: a Service name may start with a digit.',
  PodObservedGenerationTracking: 'On from 1.34.',
  DeclarativeValidationBeta:
    "On from 1.36: 1.37's beta validation tags replace the hand-written errors they cover.",
  AllowUnsafeMalformedObjectDeletion:
    'Off: DeleteOptions.ignoreStoreReadErrorWithClusterBreakingPotential is honoured only with it on.',
  UserNamespacesPodSecurityStandards:
    'Off; removed in 1.35 (its relaxation is part of policy v1.35).',
  MutatingAdmissionPolicy: 'On from 1.36 (GA).',
  UserNamespacesSupport: 'On from 1.33.',
  SupplementalGroupsPolicy: 'On from 1.33.',
  PodLevelResources: 'On from 1.34.',
  PodLevelResourcesFixKubeletQOSClass:
    'On from 1.37: pod-level resources set the QoS class only when they hold cpu or memory.',
  ProcMountType: 'On from 1.33.',
  DynamicResourceAllocation: 'On from 1.34.',
  ClusterTrustBundleProjection: 'On from 1.37.',
  SidecarContainers: 'On.',
  RecursiveReadOnlyMounts: 'On.',
  ImageVolume: 'On from 1.35.',
  SELinuxChangePolicy: 'On from 1.33.',
  MatchLabelKeysInPodAffinity: 'On.',
  ContainerStopSignals: 'Off (alpha from 1.33): lifecycle.stopSignal is dropped.',
  HostnameOverride: 'On from 1.35 (spec.hostnameOverride exists from 1.34).',
  ContainerRestartRules: 'On from 1.35 (container restartPolicyRules exist from 1.34).',
  RestartAllContainersOnContainerExits:
    'On from 1.36: a restartPolicyRules action may be RestartAllContainers.',
  EnvFiles: 'On from 1.35 (env valueFrom.fileKeyRef exists from 1.34).',
  PodCertificateRequest: 'On from 1.37 (podCertificate projections exist from 1.34).',
  GenericWorkload: 'Off: spec.workloadRef (1.35) and spec.schedulingGroup (1.36+) are dropped.',
  EvictionRequestAPI: 'Off (alpha in 1.37): spec.evictionResponders is dropped.',
  VolumeBindMountOptions: 'Off (alpha in 1.37): volumeMounts bindMountOptions are dropped.',
  EmptyDirVolumeMode: 'Off (alpha in 1.37): emptyDir mode is dropped.',
  H2CContainerProbe: 'Off (alpha in 1.37): httpGet probe protocol is dropped.',
  GRPCContainerProbeTLS: 'Off (alpha in 1.37): grpc probe mode is dropped.',
  AtomicWriteVolumeUserFields: 'Off (alpha in 1.37): volume defaultUser and user are dropped.',
  DRAExtendedResource: 'On from 1.36 (status.extendedResourceClaimStatus exists from 1.34).',
  InPlacePodLevelResourcesVerticalScaling:
    'On from 1.36: pods/resize takes spec.resources (status.resources and allocatedResources exist from 1.35).',
  DRANodeAllocatableResources:
    "Off (alpha in 1.36): pod status nodeAllocatableResourceClaimStatuses is dropped, and 1.37's NodeDeclaredFeatureValidator does not check ResourceSlices.",
  CSIVolumeHealth: 'Off (alpha in 1.37): pod status volumeHealth is dropped.',
  MaxUnavailableStatefulSet: 'Off.',
  DeploymentReplicaSetTerminatingReplicas:
    'On from 1.35 (Deployment and ReplicaSet status.terminatingReplicas exist from 1.33).',
  HPAConfigurableTolerance:
    'On from 1.35 (HPA spec.behavior scaleUp/scaleDown tolerance exists from 1.33).',
  JobPodFailurePolicy: 'On.',
  JobManagedBy: 'On.',
  JobSuccessPolicy: 'On.',
  JobBackoffLimitPerIndex: 'On.',
  JobPodReplacementPolicy: 'On.',
  WorkloadWithJob: "Off (alpha): a Job's spec.scheduling (1.37) is dropped.",
  VolumeAttributesClass: 'On from 1.34.',
  AnyVolumeDataSource: 'On.',
  CrossNamespaceVolumeDataSource: 'Off.',
  RecoverVolumeExpansionFailure: 'On.',
};

const request = closed('The request to replay.', {
  operation: { enum: ['CREATE', 'UPDATE', 'DELETE', 'CONNECT'], description: 'Default CREATE.' },
  subResource: str('e.g. status, scale, exec, eviction.'),
  namespace: str('Default: the object\'s namespace, else "default" for namespaced kinds.'),
  name: str("Default: the object's name."),
  dryRun: { type: 'boolean' },
  userInfo: {
    ...closed('Default: kubernetes-admin in system:masters.', {
      username: { type: 'string' },
      uid: { type: 'string' },
      groups: strings('system:authenticated is added as the API server does.'),
      extra: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    }),
    required: ['username'],
  },
  resource: {
    ...closed("Default: derived from the object's apiVersion and kind.", {
      group: str('"" is the core group.'),
      version: { type: 'string' },
      resource: { type: 'string' },
    }),
    required: ['version', 'resource'],
  },
  object: {
    allOf: [ref(OBJECT)],
    description: 'The object as submitted (CREATE, UPDATE; the options object of CONNECT).',
  },
  oldObject: { allOf: [ref(OBJECT)], description: 'The stored object (UPDATE, DELETE).' },
  options: {
    type: 'object',
    description:
      'CreateOptions, UpdateOptions, PatchOptions or DeleteOptions. A CREATE whose kind is UpdateOptions or PatchOptions is a PUT or an apply of an object that does not exist.',
  },
});

const objects = {
  description:
    'Every object that exists before the request: a list, a List, or a string of YAML documents.',
  anyOf: [
    { type: 'array', items: { anyOf: [ref(OBJECT), { type: 'string' }] } },
    ref(LIST),
    { type: 'string' },
  ],
};

const cluster = closed('The cluster state the admission chain reads.', {
  admissionPlugins: closed('Like --enable-admission-plugins / --disable-admission-plugins.', {
    enable: strings('Plugins to switch on.'),
    disable: strings('Plugins to switch off.'),
  }),
  featureGates: {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(FEATURE_GATES).map(([name, description]) => [
        name,
        { type: 'boolean', description },
      ]),
    ),
    additionalProperties: { type: 'boolean' },
    description: "Like --feature-gates: overrides the version's default of a gate.",
  },
  runtimeConfig: {
    type: 'object',
    additionalProperties: { type: 'boolean' },
    description:
      'Like --runtime-config: API versions switched on or off (admissionregistration.k8s.io/v1beta1, api/beta, …).',
  },
  minCompatibilityVersion: {
    type: 'string',
    examples: ['1.36'],
    description:
      "Like --min-compatibility-version (1.35+): the CEL compatibility version new expressions (a created or changed policy, webhook matchCondition or CRD rule) are checked against, from the running version minus 3 up to the running version. Absent: the previous minor. The running version's own libraries (1.37's .includes()) can be written once it is the running version.",
  },
  admissionConfiguration: {
    type: 'object',
    description:
      'An AdmissionConfiguration, as --admission-control-config-file takes: plugins[].name and .configuration (PodSecurity, EventRateLimit, ImagePolicyWebhook, PodNodeSelector, PodTolerationRestriction, ResourceQuota, DefaultTolerationSeconds…; from 1.36 the staticManifestsDir of ValidatingAdmissionWebhook and MutatingAdmissionWebhook (WebhookAdmission), ValidatingAdmissionPolicy (ValidatingAdmissionPolicyConfiguration) and MutatingAdmissionPolicy (MutatingAdmissionPolicyConfiguration)).',
  },
  staticManifests: {
    type: 'array',
    description:
      "The files on the API server's disk for manifest-based admission (1.36 alpha, 1.37 beta): each plugin loads the *.yaml, *.yml and *.json files directly in its staticManifestsDir, in file-name order.",
    items: {
      ...closed('One file of a staticManifestsDir.', {
        path: {
          type: 'string',
          pattern: '^/',
          examples: ['/etc/kubernetes/admission/policies/guard.yaml'],
          description:
            "The file's absolute path: its directory is the staticManifestsDir that loads it.",
        },
        objects: {
          ...objects,
          description:
            'The documents of the file: admissionregistration.k8s.io/v1 objects named *.static.k8s.io (a list, a List, or a string of YAML documents).',
        },
      }),
      required: ['path', 'objects'],
    },
  },
  defaulting: {
    type: 'boolean',
    default: true,
    description:
      'Scheme defaulting of built-in objects before admission and after each mutation, as every API server does. false shows objects as sent (the API server has no such switch).',
  },
  objects,
});

const expectation = closed('What `admission-playground test` checks.', {
  allowed: { type: 'boolean' },
  code: { type: 'integer' },
  reason: { type: 'string' },
  message: str('Byte-exact.'),
  warnings: strings('The exact list, in order.'),
  calls: strings('Every webhook the API server tries to call, in order.'),
  auditAnnotations: {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'A subset.',
  },
  object: { description: 'A subset the final object must contain.' },
  setupError: { type: 'boolean', description: "The scenario's own cluster objects are refused." },
});

const scenario = closed(
  'An admission scenario: a request, the cluster it meets, and how each webhook answers.',
  {
    apiVersion: { const: 'playground.admission/v1' },
    kind: { const: 'AdmissionScenario' },
    name: str('Short id, used in file names and links.'),
    title: { type: 'string' },
    description: str('Markdown, shown beside the scenario.'),
    // Unquoted, 1.32 is a YAML float; the engine reads its digits.
    kubernetesVersion: {
      anyOf: [{ enum: VERSIONS }, { enum: VERSIONS.map(Number) }],
      description: 'Default "1.32".',
    },
    request: ref(REQUEST),
    cluster: ref(CLUSTER),
    webhooks: ref(WEBHOOKS),
    expect: ref(EXPECT),
    notes: {
      type: 'array',
      description: 'Teaching notes, shown in the presenter view as their steps are revealed.',
      items: {
        ...closed('A note about one step of the pipeline.', {
          step: str(
            'The webhook, admission policy or plugin the step is of; "answer" for the answer.',
          ),
          round: { enum: [0, 1], description: 'The reinvocation round; default: the first step.' },
          text: str('Markdown.'),
        }),
        required: ['step', 'text'],
      },
    },
  },
);

/** The scenario components, keyed like the Kubernetes ones so one document holds both. */
export const scenarioComponents = {
  [SCENARIO]: titled('AdmissionScenario', scenario),
  [REQUEST]: titled('request', request),
  [CLUSTER]: titled('cluster', cluster),
  [WEBHOOKS]: titled('webhooks', {
    type: 'object',
    description:
      'The simulated webhook servers, keyed by webhook name, "<configuration>/<webhook>" or "<kind>/<configuration>/<webhook>" (kind: MutatingWebhookConfiguration or ValidatingWebhookConfiguration).',
    additionalProperties: { anyOf: [{ type: 'null' }, ref(BEHAVIOUR)] },
  }),
  [BEHAVIOUR]: titled('webhook server', behaviour),
  [RESPONSE]: titled('AdmissionResponse', response),
  [EXPECT]: titled('expect', expectation),
};
