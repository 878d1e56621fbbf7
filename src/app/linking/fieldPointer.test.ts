import { describe, expect, it } from 'vitest';
import { fieldPointer } from './fieldPointer.ts';

describe('fieldPointer', () => {
  it.each([
    ['spec.containers[0].image', '/spec/containers/0/image'],
    ['metadata.labels[app.kubernetes.io/name]', '/metadata/labels/app.kubernetes.io~1name'],
    ['metadata.name', '/metadata/name'],
    ['spec', '/spec'],
  ])('reads %s as %s', (path, pointer) => {
    expect(fieldPointer(path)).toBe(pointer);
  });

  it.each(['', '.spec', 'spec.', 'spec..a', '[0]', 'a b'])('refuses %j', (path) => {
    expect(fieldPointer(path)).toBeUndefined();
  });
});
