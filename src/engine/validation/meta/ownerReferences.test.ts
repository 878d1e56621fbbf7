// Cases after apimachinery pkg/api/validation/objectmeta_test.go (v0.32.0) TestValidateObjectMeta
// OwnerReferences and TestValidateObjectMetaOwnerReferences: the messages byte for byte, with the
// OwnerReference structs printed as fmt's %#v (up to 1.33) and json.Marshal (from 1.34) print them.

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { renderJson, renderLegacy } from '../../apimachinery/goValue.ts';
import { goObjectMeta } from './goObjectMeta.ts';
import { ownerReferencesNotSimulated, validateOwnerReferences } from './ownerReferences.ts';

const check = (refs: JsonObject[], version: KubernetesVersion = '1.32'): string[] =>
  validateOwnerReferences({ ownerReferences: refs }, 'metadata.ownerReferences').map((e) =>
    fieldErrorString(e, version),
  );

const ref = (over: JsonObject = {}): JsonObject => ({
  apiVersion: 'customresourceVersion',
  kind: 'customresourceKind',
  name: 'name',
  uid: '1',
  ...over,
});

describe('ValidateOwnerReferences', () => {
  it('accepts a complete reference', () => {
    expect(check([ref()])).toEqual([]);
  });

  it('names each empty field on the list path', () => {
    expect(check([{}])).toEqual([
      'metadata.ownerReferences.apiVersion: Invalid value: "": version must not be empty',
      'metadata.ownerReferences.kind: Invalid value: "": kind must not be empty',
      'metadata.ownerReferences.name: Invalid value: "": name must not be empty',
      'metadata.ownerReferences.uid: Invalid value: "": uid must not be empty',
    ]);
  });

  it('finds no version in "group/" or in an apiVersion with two slashes', () => {
    expect(check([ref({ apiVersion: 'apps/' }), ref({ apiVersion: 'a/b/v1' })])).toEqual([
      'metadata.ownerReferences.apiVersion: Invalid value: "apps/": version must not be empty',
      'metadata.ownerReferences.apiVersion: Invalid value: "a/b/v1": version must not be empty',
    ]);
  });

  it('refuses a v1 Event as owner, printing the reference', () => {
    const event = ref({ apiVersion: 'v1', kind: 'Event' });
    expect(check([event])).toEqual([
      'metadata.ownerReferences: Invalid value: v1.OwnerReference{APIVersion:"v1", Kind:"Event", Name:"name", UID:"1", Controller:(*bool)(nil), BlockOwnerDeletion:(*bool)(nil)}: /v1, Kind=Event is disallowed from being an owner',
    ]);
    expect(check([event], '1.34')).toEqual([
      'metadata.ownerReferences: Invalid value: {"apiVersion":"v1","kind":"Event","name":"name","uid":"1"}: /v1, Kind=Event is disallowed from being an owner',
    ]);
    // events.k8s.io Events may own objects.
    expect(check([ref({ apiVersion: 'events.k8s.io/v1', kind: 'Event' })])).toEqual([]);
  });

  it('allows one controller and names the first and the next for each further one', () => {
    const refs = [
      ref({ kind: 'A', name: 'x', controller: true }),
      ref({ kind: 'B', name: 'y', uid: '2', controller: false, blockOwnerDeletion: true }),
      ref({ kind: 'C', name: 'z', uid: '3', controller: true }),
    ];
    const addr = '(*bool)(0xc000000000)';
    expect(check(refs)).toEqual([
      `metadata.ownerReferences: Invalid value: []v1.OwnerReference{v1.OwnerReference{APIVersion:"customresourceVersion", Kind:"A", Name:"x", UID:"1", Controller:${addr}, BlockOwnerDeletion:(*bool)(nil)}, v1.OwnerReference{APIVersion:"customresourceVersion", Kind:"B", Name:"y", UID:"2", Controller:${addr}, BlockOwnerDeletion:${addr}}, v1.OwnerReference{APIVersion:"customresourceVersion", Kind:"C", Name:"z", UID:"3", Controller:${addr}, BlockOwnerDeletion:(*bool)(nil)}}: Only one reference can have Controller set to true. Found "true" in references for A/x and C/z`,
    ]);
    expect(check(refs, '1.34')).toEqual([
      'metadata.ownerReferences: Invalid value: [{"apiVersion":"customresourceVersion","kind":"A","name":"x","uid":"1","controller":true},{"apiVersion":"customresourceVersion","kind":"B","name":"y","uid":"2","controller":false,"blockOwnerDeletion":true},{"apiVersion":"customresourceVersion","kind":"C","name":"z","uid":"3","controller":true}]: Only one reference can have Controller set to true. Found "true" in references for A/x and C/z',
    ]);
  });

  it('says the addresses are not simulated only where they are printed, before 1.34', () => {
    const two = {
      ownerReferences: [ref({ controller: true }), ref({ name: 'b', controller: true })],
    };
    const one = { ownerReferences: [ref({ controller: true, blockOwnerDeletion: true })] };
    const notes = (meta: JsonObject, v: KubernetesVersion): string[] => {
      const out: string[] = [];
      ownerReferencesNotSimulated(meta, v, (d) => out.push(d));
      return out;
    };
    expect(notes(two, '1.32').length).toBeGreaterThan(0);
    expect(notes(two, '1.34')).toEqual([]);
    expect(notes(one, '1.32')).toEqual([]);
  });

  it('prints the references inside a whole ObjectMeta, with no address for nil pointers', () => {
    const notes: string[] = [];
    const v = goObjectMeta({ name: 'x', ownerReferences: [ref({ name: 'rs' })] }, (d) =>
      notes.push(d),
    );
    expect(renderLegacy(v)).toContain(
      'OwnerReferences:[]v1.OwnerReference{v1.OwnerReference{APIVersion:"customresourceVersion", Kind:"customresourceKind", Name:"rs", UID:"1", Controller:(*bool)(nil), BlockOwnerDeletion:(*bool)(nil)}}, ',
    );
    expect(renderJson(v)).toContain(
      '"ownerReferences":[{"apiVersion":"customresourceVersion","kind":"customresourceKind","name":"rs","uid":"1"}]',
    );
    expect(notes.some((n) => n.includes('*bool'))).toBe(false);
  });
});
