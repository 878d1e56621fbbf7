// What the CEL features need from the whole scenario when an editor shows only a part of it: the
// Kubernetes version expressions compile for, and the fields of the request's objects.

import { isMap, isScalar, parseDocument } from 'yaml';

/** The scenario's kubernetesVersion (default "1.32", docs/format-additions.md) and its objects' top-level fields. */
export interface ScenarioFacts {
  kubernetesVersion: string;
  objectKeys: string[];
  oldObjectKeys: string[];
}

const parseOptions = { schema: 'failsafe', version: '1.1', prettyErrors: false } as const;

let last: { source: string; facts: ScenarioFacts } | undefined;

/** Reads the facts from the scenario text (the last answer is kept: every keystroke asks again). */
export function scenarioFacts(source: string): ScenarioFacts {
  if (last?.source === source) return last.facts;
  const root = parseDocument(source, parseOptions).contents;
  const version = isMap(root) ? root.get('kubernetesVersion', true) : undefined;
  const request = isMap(root) ? root.get('request', true) : undefined;
  const keys = (name: string) => {
    const object = isMap(request) ? request.get(name, true) : undefined;
    return isMap(object)
      ? object.items.flatMap((p) => (isScalar(p.key) ? [String(p.key.value)] : []))
      : [];
  };
  const facts = {
    kubernetesVersion:
      isScalar(version) && typeof version.value === 'string' && version.value !== ''
        ? version.value
        : '1.32',
    objectKeys: keys('object'),
    oldObjectKeys: keys('oldObject'),
  };
  last = { source, facts };
  return facts;
}
