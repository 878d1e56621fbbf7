// Checks that each env fileKeyRef names an emptyDir volume of the pod (EnvFiles, 1.34+): mirrors
// pkg/apis/core/validation/validation.go validateFileKeyRefVolumes, ported from kubernetes master of
// 2026-07 (the atiratree/kubernetes fork, commit 81b59d0); that 1.34-1.37 check the same is
// inferred. ValidatePodSpec runs it last, whatever the gate: a fileKeyRef exists only where kept.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notFound } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { child, index } from '../fieldPath.ts';
import { obj, objects, str } from '../read.ts';

/** Refuses a fileKeyRef whose volume is missing (Not found) or not an emptyDir. */
export function validateFileKeyRefVolumes(spec: JsonObject, fldPath: string): FieldError[] {
  const volumes = new Map(objects(spec['volumes']).map((v) => [str(v['name']), v]));
  const errs: FieldError[] = [];
  // podshelper.VisitContainersWithPath: init containers, containers, ephemeral containers.
  for (const list of ['initContainers', 'containers', 'ephemeralContainers']) {
    objects(spec[list]).forEach((c, i) => {
      objects(c['env']).forEach((env, j) => {
        const ref = obj(obj(env['valueFrom'])?.['fileKeyRef']);
        if (ref === undefined) return;
        const volumeName = str(ref['volumeName']);
        const path = child(index(child(index(child(fldPath, list), i), 'env'), j), 'valueFrom');
        const volumeNamePath = child(path, 'fileKeyRef', 'volumeName');
        const volume = volumes.get(volumeName);
        if (volume === undefined) errs.push(notFound(volumeNamePath, goString(volumeName)));
        else if (obj(volume['emptyDir']) === undefined)
          errs.push(
            invalid(
              volumeNamePath,
              goString(volumeName),
              'referenced volume must be of type emptyDir',
            ),
          );
      });
    });
  }
  return errs;
}
