// Checks container ports, named-or-numbered ports and host port conflicts: mirrors
// pkg/apis/core/validation/validation.go validateContainerPorts, ValidatePortNumOrName,
// AccumulateUniqueHostPorts / checkHostPortConflicts and validatePodHostNetworkDeps.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goInt, goInt32, goNamed, goString } from '../../apimachinery/goValue.ts';
import { num, objects, str } from '../read.ts';
import { isValidPortName, isValidPortNum } from './formats.ts';

/** Checks each port of a container: name, containerPort, hostPort, protocol. */
export function validateContainerPorts(ports: JsonObject[], fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const names = new Set<string>();
  ports.forEach((port, i) => {
    const idx = index(fldPath, i);
    const name = str(port['name']);
    if (name !== '') {
      const msgs = isValidPortName(name);
      if (msgs.length > 0)
        for (const m of msgs) errs.push(invalid(child(idx, 'name'), goString(name), m));
      else if (names.has(name)) errs.push(duplicate(child(idx, 'name'), goString(name)));
      else names.add(name);
    }
    const containerPort = num(port['containerPort']) ?? 0;
    if (containerPort === 0) errs.push(required(child(idx, 'containerPort'), ''));
    else
      for (const m of isValidPortNum(containerPort))
        errs.push(invalid(child(idx, 'containerPort'), goInt32(containerPort), m));
    const hostPort = num(port['hostPort']) ?? 0;
    if (hostPort !== 0)
      for (const m of isValidPortNum(hostPort))
        errs.push(invalid(child(idx, 'hostPort'), goInt32(hostPort), m));
    const protocol = str(port['protocol']);
    if (protocol === '') errs.push(required(child(idx, 'protocol'), ''));
    else if (!['TCP', 'UDP', 'SCTP'].includes(protocol))
      errs.push(
        notSupported(child(idx, 'protocol'), goNamed('core.Protocol', protocol), [
          'SCTP',
          'TCP',
          'UDP',
        ]),
      );
  });
  return errs;
}

/** Checks an IntOrString port: a number 1-65535 or an IANA service name. */
export function validatePortNumOrName(port: JsonValue | undefined, fldPath: string): FieldError[] {
  if (typeof port === 'number')
    return isValidPortNum(port).map((m) => invalid(fldPath, goInt(port), m));
  if (typeof port === 'string')
    return isValidPortName(port).map((m) => invalid(fldPath, goString(port), m));
  // A nil IntOrString decodes as the integer 0.
  return isValidPortNum(0).map((m) => invalid(fldPath, goInt(0), m));
}

/** Reports host ports used twice (protocol/hostIP/port) across the given containers. */
export function checkHostPortConflicts(
  containers: JsonObject[],
  fldPath: string,
  seen = new Set<string>(),
): FieldError[] {
  const errs: FieldError[] = [];
  containers.forEach((c, ci) => {
    objects(c['ports']).forEach((p, pi) => {
      const port = num(p['hostPort']) ?? 0;
      if (port === 0) return;
      const s = `${str(p['protocol'])}/${str(p['hostIP'])}/${port}`;
      if (seen.has(s))
        errs.push(
          duplicate(child(index(child(index(fldPath, ci), 'ports'), pi), 'hostPort'), goString(s)),
        );
      else seen.add(s);
    });
  });
  return errs;
}

/** With hostNetwork, a Pod's hostPort must equal its containerPort (0 allowed in templates). */
export function validatePodHostNetworkDeps(
  spec: JsonObject,
  fldPath: string,
  resourceIsPod: boolean,
): FieldError[] {
  if (spec['hostNetwork'] !== true) return [];
  const errs: FieldError[] = [];
  objects(spec['containers']).forEach((c, i) => {
    objects(c['ports']).forEach((p, j) => {
      const hp = num(p['hostPort']) ?? 0;
      const cp = num(p['containerPort']) ?? 0;
      if ((resourceIsPod || hp !== 0) && hp !== cp) {
        errs.push(
          invalid(
            child(index(child(index(child(fldPath, 'containers'), i), 'ports'), j), 'hostPort'),
            goInt32(hp),
            'must match `containerPort` when `hostNetwork` is true',
          ),
        );
      }
    });
  });
  return errs;
}
