import { describe, expect, it } from 'vitest';
import { sortKeysDeep } from './unstructured.ts';

describe('sortKeysDeep', () => {
  it('orders keys bytewise at every depth, inside lists too, as encoding/json writes maps', () => {
    const sorted = sortKeysDeep({
      spec: { size: 3, Z: 1 },
      apiVersion: 'v',
      metadata: { name: 'w', labels: { b: '1', a: '2' } },
      items: [{ y: 1, x: 2 }],
    });
    expect(JSON.stringify(sorted)).toBe(
      '{"apiVersion":"v","items":[{"x":2,"y":1}],"metadata":{"labels":{"a":"2","b":"1"},"name":"w"},"spec":{"Z":1,"size":3}}',
    );
  });
});
