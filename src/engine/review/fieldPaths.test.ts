import { describe, expect, it } from 'vitest';
import { overlaps, patchPath, readPaths } from './fieldPaths.ts';

describe('readPaths', () => {
  it.each([
    ['a CEL member chain', 'object.metadata.labels.team == "a"', [['metadata', 'labels', 'team']]],
    [
      'a quoted index',
      "object.metadata.labels['app.kubernetes.io/name']",
      [['metadata', 'labels', 'app.kubernetes.io/name']],
    ],
    [
      'a macro call dropped',
      "object.spec.containers.exists(c, c.name == 'x')",
      [['spec', 'containers']],
    ],
    [
      'a list index dropped',
      'review.request.object.spec.containers[0].image',
      [['spec', 'containers', 'image']],
    ],
    [
      'optional chaining and length',
      'request.object?.spec?.initContainers.length',
      [['spec', 'initContainers']],
    ],
    ['oldObject not read as object', 'oldObject.spec.replicas', []],
  ])('reads %s', (_, text, expected) => {
    expect(readPaths(text)).toEqual(expected);
  });
});

describe('patchPath and overlaps', () => {
  it('drops indices and the end marker and unescapes', () => {
    expect(patchPath('/spec/containers/-')).toEqual(['spec', 'containers']);
    expect(patchPath('/metadata/labels/a~1b')).toEqual(['metadata', 'labels', 'a/b']);
  });

  it('says two paths overlap when one contains the other', () => {
    expect(overlaps(['spec'], ['spec', 'containers'])).toBe(true);
    expect(overlaps(['metadata', 'labels'], ['metadata', 'annotations'])).toBe(false);
  });
});
