// Priority: resolves a new pod's priority and preemptionPolicy from its PriorityClass (or the global
// default), keeps them on UPDATE, and allows only one globalDefault PriorityClass
// (plugin/pkg/admission/priority/admission.go; the two system classes come from the API server's
// bootstrap, pkg/apis/scheduling SystemPriorityClasses).

import { metaString } from '../admission/attributes.ts';
import { admissionForbidden } from '../admission/forbidden.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import type { AdmissionPlugin, PluginCluster } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';
import { stringAt } from './objectFields.ts';
import { podSpecOf, withPodSpec, withSpecField } from './podSpec.ts';

/** A PriorityClass as the lister holds it (preemptionPolicy defaulted). */
interface PriorityClass {
  name: string;
  value: number;
  globalDefault: boolean;
  preemptionPolicy: string;
}

// The API server creates these at start-up in every cluster.
const systemPriorityClasses: PriorityClass[] = [
  {
    name: 'system-node-critical',
    value: 2000001000,
    globalDefault: false,
    preemptionPolicy: 'PreemptLowerPriority',
  },
  {
    name: 'system-cluster-critical',
    value: 2000000000,
    globalDefault: false,
    preemptionPolicy: 'PreemptLowerPriority',
  },
];

const readClass = (o: JsonObject): PriorityClass => ({
  name: metaString(o, 'name'),
  value: typeof o['value'] === 'number' ? o['value'] : 0,
  globalDefault: o['globalDefault'] === true,
  // SetDefaults_PriorityClass fills PreemptLowerPriority before the object is stored.
  preemptionPolicy: stringAt(o, 'preemptionPolicy') || 'PreemptLowerPriority',
});

/** The PriorityClass lister: the scenario's classes, then the system ones it does not override. */
function priorityClasses(cluster: PluginCluster): PriorityClass[] {
  const listed = cluster.objects.filter((o) => o['kind'] === 'PriorityClass').map(readClass);
  return [
    ...listed,
    ...systemPriorityClasses.filter((s) => !listed.some((l) => l.name === s.name)),
  ];
}

/** getDefaultPriorityClass: of several global defaults (a race), the one with the lowest value. */
function defaultPriorityClass(classes: PriorityClass[]): PriorityClass | undefined {
  let found: PriorityClass | undefined;
  for (const pc of classes)
    if (pc.globalDefault && (found === undefined || found.value > pc.value)) found = pc;
  return found;
}

const isPods = (a: { resource: { group: string; resource: string } }): boolean =>
  a.resource.group === '' && a.resource.resource === 'pods';

/** The Priority plugin (mutating for pods, validating for PriorityClasses; CREATE, UPDATE, DELETE). */
export const priorityPlugin: AdmissionPlugin = {
  name: 'Priority',
  handles: handlesOperations('CREATE', 'UPDATE', 'DELETE'),
  admit({ attr, cluster }) {
    if (attr.subresource !== '' || !isPods(attr) || attr.object === undefined) return undefined;
    if (attr.operation !== 'CREATE' && attr.operation !== 'UPDATE') return undefined;
    const pod = structuredClone(attr.object);
    let spec = podSpecOf(pod);
    if (attr.operation === 'UPDATE') {
      // Validation forbids changing these; the plugin only carries the stored values over.
      // A real UPDATE always has the stored pod; a scenario may leave it out. Upstream's BadRequest
      // ("resource was marked with kind Pod but was unable to be converted") cannot happen in a server,
      // so the playground carries nothing over and says so.
      if (attr.oldObject === undefined) {
        return {
          reason: 'no stored pod to carry priority and preemptionPolicy over from',
          assumptions: [
            'the UPDATE has no request.oldObject: the stored pod is taken to set neither priority nor preemptionPolicy',
          ],
        };
      }
      const old = podSpecOf(attr.oldObject);
      const kept: string[] = [];
      for (const field of ['priority', 'preemptionPolicy']) {
        if (spec[field] === undefined && old[field] !== undefined) {
          spec = withSpecField(spec, field, old[field]);
          kept.push(field);
        }
      }
      if (kept.length === 0) return { reason: 'the pod keeps its priority' };
      return {
        object: withPodSpec(pod, spec),
        reason: `copied ${kept.join(' and ')} from the stored pod`,
      };
    }
    const classes = priorityClasses(cluster);
    const className = stringAt(spec, 'priorityClassName');
    let resolved: PriorityClass;
    if (className === '') {
      const dpc = defaultPriorityClass(classes);
      // DefaultPriorityWhenNoDefaultClassExists is 0; the policy then is PreemptLowerPriority.
      resolved = dpc ?? {
        name: '',
        value: 0,
        globalDefault: false,
        preemptionPolicy: 'PreemptLowerPriority',
      };
      if (resolved.name !== '') spec = withSpecField(spec, 'priorityClassName', resolved.name);
    } else {
      const pc = classes.find((c) => c.name === className);
      if (pc === undefined) {
        const message = `no PriorityClass with name ${className} was found`;
        return { status: admissionForbidden(attr, message), reason: message };
      }
      resolved = pc;
    }
    const given = spec['priority'];
    if (typeof given === 'number' && given !== resolved.value) {
      const message = `the integer value of priority (${given}) must not be provided in pod spec; priority admission controller computed ${resolved.value} from the given PriorityClass name`;
      return { status: admissionForbidden(attr, message), reason: message };
    }
    spec = withSpecField(spec, 'priority', resolved.value);
    const givenPolicy = stringAt(spec, 'preemptionPolicy');
    if (givenPolicy !== '' && givenPolicy !== resolved.preemptionPolicy) {
      const message = `the string value of PreemptionPolicy (${givenPolicy}) must not be provided in pod spec; priority admission controller computed ${resolved.preemptionPolicy} from the given PriorityClass name`;
      return { status: admissionForbidden(attr, message), reason: message };
    }
    spec = withSpecField(spec, 'preemptionPolicy', resolved.preemptionPolicy);
    const from =
      resolved.name === ''
        ? 'no PriorityClass (none is the global default)'
        : `PriorityClass ${resolved.name}`;
    return {
      object: withPodSpec(pod, spec),
      reason: `set priority ${resolved.value} and preemptionPolicy ${resolved.preemptionPolicy} from ${from}`,
    };
  },
  validate({ attr, cluster }) {
    const isPriorityClasses =
      attr.resource.group === 'scheduling.k8s.io' && attr.resource.resource === 'priorityclasses';
    if (attr.subresource !== '' || !isPriorityClasses || attr.object === undefined)
      return undefined;
    if (attr.operation !== 'CREATE' && attr.operation !== 'UPDATE') return undefined;
    const pc = readClass(attr.object);
    if (!pc.globalDefault) return { reason: 'the PriorityClass is not a global default' };
    const dpc = defaultPriorityClass(priorityClasses(cluster));
    if (dpc !== undefined && (attr.operation === 'CREATE' || dpc.name !== pc.name)) {
      const message = `PriorityClass ${dpc.name} is already marked as default. Only one default can exist`;
      return { status: admissionForbidden(attr, message), reason: message };
    }
    return { reason: 'no other PriorityClass is the global default' };
  },
};
