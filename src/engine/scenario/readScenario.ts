// Decides what a scenario's top level means: apiVersion and kind (defaulted when left out),
// name, title, description, the modelled Kubernetes version, the four sections, and the notes.

import { readCluster } from './readCluster.ts';
import { readExpect } from './readExpect.ts';
import { readExpectByVersion } from './readExpectByVersion.ts';
import { readNotes } from './readNotes.ts';
import { readRequest } from './readRequest.ts';
import { readWebhooks } from './readWebhooks.ts';
import { Section, invalid } from './section.ts';
import type { ReadContext } from './section.ts';
import type { JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import type { Scenario } from './types.ts';
import { DEFAULT_KUBERNETES_VERSION, KUBERNETES_VERSIONS } from '../apimachinery/version.ts';

const TOP_FIELDS = [
  'apiVersion',
  'kind',
  'name',
  'title',
  'description',
  'kubernetesVersion',
  'request',
  'cluster',
  'webhooks',
  'expect',
  'expectByVersion',
  'notes',
];
const API_VERSION = 'playground.admission/v1';
const KIND = 'AdmissionScenario';
const VERSIONS = KUBERNETES_VERSIONS;
/** A scenario without kubernetesVersion means 1.32, forever. */
const DEFAULT_VERSION = DEFAULT_KUBERNETES_VERSION;

/** Reads a whole scenario from its JSON form; undefined when the top level is not a mapping. */
export function readScenario(root: JsonValue | undefined, ctx: ReadContext): Scenario | undefined {
  const expected = `a mapping (an ${KIND})`;
  const s = Section.open(root ?? undefined, '', ctx, TOP_FIELDS, expected);
  if (!s) return undefined;
  for (const [field, wanted] of [
    ['apiVersion', API_VERSION],
    ['kind', KIND],
  ] as const) {
    const value = s.raw(field);
    if (value !== undefined && value !== wanted) invalid(ctx, s.at(field), wanted);
  }
  const title = s.string('title');
  const description = s.string('description');
  const expect = readExpect(s.raw('expect'), s.at('expect'), ctx);
  const notes = readNotes(s.raw('notes'), s.at('notes'), ctx);
  const name = s.string('name') ?? '';
  const kubernetesVersion = readVersion(s) ?? DEFAULT_VERSION;
  const expectByVersion = readExpectByVersion(
    s.raw('expectByVersion'),
    s.at('expectByVersion'),
    ctx,
    kubernetesVersion,
  );
  return {
    apiVersion: API_VERSION,
    kind: KIND,
    name,
    ...(title !== undefined && { title }),
    ...(description !== undefined && { description }),
    kubernetesVersion,
    request: readRequest(s.raw('request'), s.at('request'), ctx),
    cluster: readCluster(s.raw('cluster'), s.at('cluster'), ctx),
    webhooks: readWebhooks(s.raw('webhooks'), s.at('webhooks'), ctx),
    ...(expect && { expect }),
    ...(expectByVersion && { expectByVersion }),
    ...(notes && { notes }),
  };
}

function readVersion(s: Section): KubernetesVersion | undefined {
  // `kubernetesVersion: 1.32` unquoted is a YAML float; its digits are what was meant.
  return s.read('kubernetesVersion', `one of ${VERSIONS.join(', ')}`, (v) =>
    VERSIONS.find((version) => version === (typeof v === 'number' ? String(v) : v)),
  );
}
