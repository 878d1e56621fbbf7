// AlwaysPullImages: every container of a new pod, or of an updated pod that brings a new image,
// pulls its image Always, so cached private images need credentials again
// (plugin/pkg/admission/alwayspullimages/admission.go).

import type { Attributes } from '../admission/attributes.ts';
import { admissionForbidden } from '../admission/forbidden.ts';
import { aggregateErrorMessage } from '../authz/aggregateError.ts';
import { fieldErrorString, notSupported } from '../apimachinery/field.ts';
import { goNamed } from '../apimachinery/goValue.ts';
import { failure } from '../apimachinery/statusErrors.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';
import { stringAt } from './objectFields.ts';
import {
  mapContainers,
  podSpecOf,
  visitContainers,
  withContainerField,
  withPodSpec,
} from './podSpec.ts';

/** isUpdateWithNoNewImages: an UPDATE whose containers all use images the stored pod already had. */
function isUpdateWithNoNewImages(a: Attributes): boolean {
  if (a.operation !== 'UPDATE' || a.object === undefined || a.oldObject === undefined) return false;
  const oldImages = new Set(
    visitContainers(podSpecOf(a.oldObject)).map((v) => stringAt(v.container, 'image')),
  );
  return visitContainers(podSpecOf(a.object)).every((v) =>
    oldImages.has(stringAt(v.container, 'image')),
  );
}

// Subresources and other resources are ignored, and so are updates that bring no new image.
const ignores = (a: Attributes): boolean =>
  a.subresource !== '' ||
  a.resource.group !== '' ||
  a.resource.resource !== 'pods' ||
  a.object === undefined ||
  isUpdateWithNoNewImages(a);

/** The AlwaysPullImages plugin (mutating and validating; CREATE and UPDATE of pods). */
export const alwaysPullImagesPlugin: AdmissionPlugin = {
  name: 'AlwaysPullImages',
  handles: handlesOperations('CREATE', 'UPDATE'),
  admit({ attr }) {
    if (ignores(attr) || attr.object === undefined) return undefined;
    const pod = structuredClone(attr.object);
    const spec = podSpecOf(pod);
    const changed = visitContainers(spec).filter(
      (v) => stringAt(v.container, 'imagePullPolicy') !== 'Always',
    );
    if (changed.length === 0) return { reason: 'every container already pulls Always' };
    const object = withPodSpec(
      pod,
      mapContainers(spec, (c) => withContainerField(c, 'imagePullPolicy', 'Always')),
    );
    return {
      object,
      reason: `set imagePullPolicy Always on ${changed.map((v) => v.path).join(', ')}`,
    };
  },
  validate({ attr, version }) {
    if (ignores(attr) || attr.object === undefined) return undefined;
    const messages = visitContainers(podSpecOf(attr.object))
      .filter((v) => stringAt(v.container, 'imagePullPolicy') !== 'Always')
      .map((v) => {
        const err = notSupported(
          `${v.path}.imagePullPolicy`,
          goNamed('core.PullPolicy', stringAt(v.container, 'imagePullPolicy')),
          ['Always'],
        );
        return admissionForbidden(attr, fieldErrorString(err, version)).message;
      });
    if (messages.length === 0) return { reason: 'every container pulls Always' };
    // The Forbidden errors come back as a utilerrors aggregate, which is no APIStatus: the API
    // server answers 500 with the aggregate's text and no reason.
    const message = aggregateErrorMessage(messages);
    return { status: failure(500, undefined, message), reason: message };
  },
};
