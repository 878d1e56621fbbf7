// The simulated webhook servers of a scenario (`webhooks:`) as JSON Schema: how each one answers,
// mirroring src/engine/scenario/readWebhooks.ts. A behaviour entry is closed like the engine's; the
// AdmissionResponse stays open, as client-go ignores fields it does not know.
import { closed, ref, str, strings } from './helpers.mjs';

export const BEHAVIOUR = 'playground.WebhookBehaviour';
export const RESPONSE = 'playground.AdmissionResponse';

const FAIL_MODES = [
  'connection-refused',
  'timeout',
  'tls',
  'http-500',
  'bad-json',
  'wrong-uid',
  'wrong-version',
  'missing-patch-type',
];
const patchOperation = {
  type: 'object',
  required: ['op', 'path'],
  properties: {
    op: { enum: ['add', 'remove', 'replace', 'move', 'copy', 'test'] },
    path: str('A JSON Pointer, e.g. /metadata/labels/team.'),
    from: str('Source pointer of move and copy.'),
    value: { description: 'The value to add, replace or test.' },
  },
};

const status = {
  type: 'object',
  description: 'The metav1.Status of a denial.',
  properties: {
    code: { type: 'integer', description: 'HTTP status code; 403 when left out.' },
    message: str('Why the request was denied.'),
    reason: str('A machine-readable reason, e.g. Forbidden.'),
    status: { enum: ['Success', 'Failure'] },
    details: {
      type: 'object',
      description: 'Extended data: name, group, kind, uid, causes, retryAfterSeconds.',
    },
  },
};

export const response = {
  type: 'object',
  description: 'An AdmissionResponse; uid is filled in unless given.',
  properties: {
    uid: str('Echoes the request uid; a different one fails the call.'),
    allowed: { type: 'boolean', description: 'Whether the request is admitted.' },
    patch: {
      description: 'JSON Patch operations, or an already base64-encoded string.',
      anyOf: [{ type: 'array', items: patchOperation }, { type: 'string' }],
    },
    patchType: { enum: ['JSONPatch'], description: 'Filled in when a patch is given.' },
    warnings: strings('Warnings the client prints.'),
    auditAnnotations: { type: 'object', additionalProperties: { type: 'string' } },
    status,
  },
};

export const behaviour = closed(
  'How the simulated server answers; at most one of response, responses, cases, fail and script.',
  {
    latencyMs: {
      type: 'number',
      minimum: 0,
      description: 'Simulated call time; past timeoutSeconds it is a timeout.',
    },
    response: ref(RESPONSE),
    responses: {
      type: 'array',
      items: ref(RESPONSE),
      description: 'One answer per call, in call order.',
    },
    cases: {
      type: 'array',
      description: 'The first case whose `when` holds answers.',
      items: closed('One case.', {
        when: str('A CEL expression over object, oldObject and request.'),
        response: ref(RESPONSE),
      }),
    },
    fail: {
      enum: FAIL_MODES,
      description:
        'Fail instead of answering (wrong-uid, wrong-version and missing-patch-type spoil the response).',
    },
    script: str(
      'A JavaScript module: its default export (review, { webhook, configuration, call }) returns an AdmissionResponse or a whole AdmissionReview, maybe as a promise. Runs sandboxed: no network, seeded Math.random, a virtual clock.',
    ),
  },
);
