// The DaemonSet strategies (pkg/registry/apps/daemonset/strategy.go, release-1.32). The internal
// spec.templateGeneration is the apps/v1 annotation deprecated.daemonset.template.generation
// (apps/v1 conversion.go): create raises it to at least 1, an update cannot set it and a template
// change bumps it together with metadata.generation; daemonsets/status keeps the stored spec.

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { child } from '../defaulting/defaults/access.ts';
import { metadataOf } from '../admission/attributes.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { generationOf, setGeneration } from './beforeUpdate.ts';
import { dropDisabledTemplateFields } from './dropDisabledPodFields.ts';
import { keepStoredSpec, keepStoredStatus, setFirstGeneration } from './objectParts.ts';
import type { Strategy } from './strategy.ts';

const key = 'deprecated.daemonset.template.generation';

function templateGeneration(ds: JsonObject): bigint {
  const v = asObject(metadataOf(ds)['annotations'])?.[key];
  return typeof v === 'string' && /^[+-]?\d+$/.test(v) ? BigInt(v) : 0n;
}

function setTemplateGeneration(ds: JsonObject, value: bigint): void {
  const metadata = { ...metadataOf(ds) };
  metadata['annotations'] = { ...asObject(metadata['annotations']), [key]: value.toString() };
  ds['metadata'] = metadata;
}

/** daemonSetStrategy. */
export const daemonSetStrategy: Strategy = {
  name: 'daemonSetStrategy',
  prepareForCreate(ds, env, out) {
    ds['status'] = {};
    out.notes.push('status reset');
    setFirstGeneration(ds, out);
    if (templateGeneration(ds) < 1n) {
      setTemplateGeneration(ds, 1n);
      out.notes.push(`annotation ${key} (spec.templateGeneration) set to "1"`);
    }
    out.notes.push(
      ...dropDisabledTemplateFields(child(ds, 'spec'), undefined, env).map((n) => `spec.${n}`),
    );
  },
  prepareForUpdate(ds, old, env, out) {
    out.notes.push(
      ...dropDisabledTemplateFields(child(ds, 'spec'), child(old, 'spec'), env).map(
        (n) => `spec.${n}`,
      ),
    );
    keepStoredStatus(ds, old, out);
    const stored = templateGeneration(old);
    setTemplateGeneration(ds, stored);
    if (
      !semanticDeepEqual(child(old, 'spec')?.['template'], child(ds, 'spec')?.['template'], true)
    ) {
      setTemplateGeneration(ds, stored + 1n);
      setGeneration(ds, generationOf(old) + 1);
      out.notes.push(
        `spec.template changed: annotation ${key} ${stored} → ${stored + 1n}, metadata.generation ${generationOf(old)} → ${generationOf(ds)}`,
      );
      return;
    }
    if (!semanticDeepEqual(old['spec'], ds['spec'], true)) {
      setGeneration(ds, generationOf(old) + 1);
      out.notes.push(
        `spec changed: metadata.generation ${generationOf(old)} → ${generationOf(ds)}`,
      );
      return;
    }
    out.notes.push(
      `spec unchanged: metadata.generation stays ${generationOf(ds)}, annotation ${key} stays ${stored}`,
    );
  },
};

/** daemonSetStatusStrategy: the stored spec, template generation included. */
export const daemonSetStatusStrategy: Strategy = {
  name: 'daemonSetStatusStrategy',
  prepareForUpdate(ds, old, _env, out) {
    keepStoredSpec(ds, old, out);
    setTemplateGeneration(ds, templateGeneration(old));
  },
};
