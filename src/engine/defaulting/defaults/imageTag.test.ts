// ParseImageName's tag as the pull-policy default reads it (pkg/util/parsers/parsers_test.go and
// distribution/reference normalize_test.go cases).

import { describe, expect, it } from 'vitest';
import { defaultPullPolicy, imageTag } from './imageTag.ts';

describe('imageTag', () => {
  it.each([
    ['nginx', 'latest'],
    ['nginx:1.27', '1.27'],
    ['nginx:latest', 'latest'],
    ['docker.io/library/nginx:1.27', '1.27'],
    ['localhost:5000/foo', 'latest'],
    ['localhost:5000/foo:bar', 'bar'],
    ['[::1]:5000/foo:v1', 'v1'],
    [`nginx@sha256:${'a'.repeat(64)}`, ''],
    [`nginx:latest@sha256:${'a'.repeat(64)}`, 'latest'],
    [`nginx:1.0@sha256:${'a'.repeat(64)}`, '1.0'],
    ['nginx@sha256:abc', ''],
    [`nginx@md5:${'a'.repeat(32)}`, ''],
    ['Nginx', ''],
    ['', ''],
    ['a'.repeat(64), ''],
    ['foo bar', ''],
  ])('reads %j as tag %j', (image, tag) => {
    expect(imageTag(image)).toBe(tag);
  });
});

describe('defaultPullPolicy', () => {
  it.each([
    ['nginx', 'Always'],
    ['nginx:latest', 'Always'],
    ['nginx:1.27', 'IfNotPresent'],
    [`nginx@sha256:${'0'.repeat(64)}`, 'IfNotPresent'],
    ['INVALID', 'IfNotPresent'],
  ])('gives %j %s', (image, policy) => {
    expect(defaultPullPolicy(image)).toBe(policy);
  });
});
