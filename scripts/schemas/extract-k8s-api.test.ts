import { describe, expect, it } from 'vitest';
import { measuredDelta } from './extract-k8s-api.mjs';
import { parseGoTypes } from './goTypes.mjs';

// k8s.io/api at a made-up tag: Widget gained `later`, Gadget's version is removed at 1.34, Fresh is new.
const TYPES = `package v1beta1

type Widget struct {
	metav1.TypeMeta \`json:",inline"\`
	Size string \`json:"size"\`
	Later string \`json:"later,omitempty"\`
}

type Gadget struct {
	Name string \`json:"name"\`
}

type Fresh struct {
	Name string \`json:"name"\`
	Future string \`json:"future,omitempty"\`
}
`;
const packages = {
  'demo/v1beta1': {
    ...parseGoTypes(TYPES),
    lifecycle: { Gadget: { introduced: 30, removed: 34 } },
  },
};
const name = (t: string) => `io.k8s.api.demo.v1beta1.${t}`;
const base = {
  [name('Widget')]: { properties: { apiVersion: {}, kind: {}, size: {}, gone: {} } },
  [name('Gadget')]: { properties: { name: {} } },
  'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta': { properties: { name: {} } },
};
const other = {
  [name('Widget')]: { properties: { size: {}, later: {}, future: {} } },
  [name('Fresh')]: { properties: { name: {}, future: {}, gone: {} } },
  [name('Unknown')]: { properties: {} },
};

describe('measuredDelta', () => {
  it('keeps the types and fields of either document that k8s.io/api declares and still serves', () => {
    expect(measuredDelta(packages, 34, base, other, '1.32', '1.35')).toEqual({
      base: '1.32',
      other: '1.35',
      drop: {
        types: [name('Gadget')],
        fields: { [name('Widget')]: ['gone'], [name('Fresh')]: ['gone'] },
      },
      fromOther: { types: [name('Fresh')], fields: { [name('Widget')]: ['later'] } },
      synthesized: { types: {}, fields: {} },
    });
  });

  it('serves a version until the release its lifecycle names as removed', () => {
    const delta = measuredDelta(packages, 33, base, other, '1.32', '1.35');
    expect(delta.drop.types).toEqual([]);
  });
});
