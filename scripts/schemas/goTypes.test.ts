import { describe, expect, it } from 'vitest';
import {
  fieldSchema,
  goTypeSchema,
  isRequired,
  parseGoTypes,
  parseLifecycle,
  resolveStruct,
} from './goTypes.mjs';

const CORE = `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Widget is a thing.
//
// More about widgets.
type Widget struct {
	metav1.TypeMeta \`json:",inline"\`
	// +optional
	metav1.ObjectMeta \`json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"\`

	// mode says how.
	// +optional
	Mode *WidgetMode \`json:"mode,omitempty"\`
	// parts are the parts.
	// +listType=map
	// +listMapKey=name
	Parts []Part \`json:"parts" patchStrategy:"merge"\`
	// Old string \`json:"old,omitempty"\`
	Internal string \`json:"-"\`
}

type Empty struct{}

type WidgetMode string

type Part struct {
	Name string \`json:"name"\`
	Size resource.Quantity \`json:"size,omitempty"\`
	Labels map[string]string \`json:"labels,omitempty"\`
}
`;
const OTHER = `package v1beta1

import (
	v1 "k8s.io/api/core/v1"
)

type Gadget = v1.Widget

type Holder struct {
	Gadget \`json:""\`
	Extra v1.Part \`json:"extra,omitempty"\`
}
`;

const packages = {
  'core/v1': { ...parseGoTypes(CORE), lifecycle: {} },
  'demo/v1beta1': { ...parseGoTypes(OTHER), lifecycle: {} },
};

describe('parseGoTypes', () => {
  it('reads each struct field with its JSON name, Go type, doc and markers', () => {
    const widget = packages['core/v1'].structs['Widget']!;
    expect(widget.doc).toBe('Widget is a thing.\n\nMore about widgets.');
    expect(widget.fields.map((f: { json: string }) => f.json)).toEqual([
      '',
      'metadata',
      'mode',
      'parts',
    ]);
    const [typeMeta, meta, mode, parts] = widget.fields;
    expect(typeMeta).toMatchObject({ goType: 'metav1.TypeMeta', inline: true });
    expect(meta).toMatchObject({ goType: 'metav1.ObjectMeta', inline: false, omitempty: true });
    expect(mode).toMatchObject({ goType: '*WidgetMode', doc: 'mode says how.' });
    expect(parts.markers).toEqual(['+listType=map', '+listMapKey=name']);
    expect(isRequired(parts)).toBe(true);
    expect(isRequired(mode)).toBe(false);
  });

  it('reads empty structs, defined types, aliases and k8s.io/api imports', () => {
    expect(packages['core/v1'].structs['Empty']).toMatchObject({ fields: [] });
    expect(packages['core/v1'].aliases['WidgetMode']).toBe('string');
    expect(packages['demo/v1beta1'].aliases['Gadget']).toBe('v1.Widget');
    expect(packages['demo/v1beta1'].imports).toEqual({ v1: 'core/v1' });
    expect(resolveStruct('Gadget', 'demo/v1beta1', packages)).toEqual({
      dir: 'core/v1',
      type: 'Widget',
    });
    // `json:""` embeds inline, as `json:",inline"` did before 1.37.
    expect(packages['demo/v1beta1'].structs['Holder']!.fields[0].inline).toBe(true);
  });
});

describe('goTypeSchema', () => {
  it('writes scalars, pointers, slices, maps and references as openapi-gen does', () => {
    const seen: string[] = [];
    const schema = (t: string, dir = 'core/v1') =>
      goTypeSchema(t, dir, packages, (name: string) => seen.push(name));
    expect(schema('*int32')).toEqual({ type: 'integer' });
    expect(schema('[]byte')).toEqual({ type: 'string', format: 'byte' });
    expect(schema('*WidgetMode')).toEqual({ type: 'string' });
    expect(schema('map[string]string')).toEqual({
      type: 'object',
      additionalProperties: { type: 'string' },
    });
    expect(schema('resource.Quantity')).toEqual({
      $ref: '#/components/schemas/io.k8s.apimachinery.pkg.api.resource.Quantity',
    });
    expect(schema('[]v1.Part', 'demo/v1beta1')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/io.k8s.api.core.v1.Part' },
    });
    expect(seen).toEqual(['io.k8s.api.core.v1.Part']);
    expect(() => schema('chan int')).toThrow(/no schema for Go type chan int/);
  });

  it('gives a field its description and list markers', () => {
    const parts = packages['core/v1'].structs['Widget']!.fields[3];
    expect(fieldSchema(parts, 'core/v1', packages, () => {})).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/io.k8s.api.core.v1.Part' },
      description: 'parts are the parts.',
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['name'],
    });
  });
});

describe('parseLifecycle', () => {
  it('reads when each type was introduced and is removed', () => {
    const text = `
func (in *Widget) APILifecycleIntroduced() (major, minor int) {
	return 1, 34
}
func (in *Widget) APILifecycleDeprecated() (major, minor int) {
	return 1, 37
}
func (in *Widget) APILifecycleRemoved() (major, minor int) {
	return 1, 40
}
`;
    expect(parseLifecycle(text)).toEqual({ Widget: { introduced: 34, removed: 40 } });
  });
});
