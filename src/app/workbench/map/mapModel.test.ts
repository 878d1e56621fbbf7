import { describe, expect, it } from 'vitest';
import { mapOfResult } from './mapOfResult.ts';
import { readFileSync } from 'node:fs';
import { runForTest, runText } from './runForTest.testing.ts';

describe('mapModel', () => {
  it('draws the sample: plugins folded, the webhook over two rounds, the reinvocation explained', () => {
    const map = mapOfResult(runForTest());
    expect(map.decode?.glyph).toBeDefined();
    // terminationMessagePath and -Policy, imagePullPolicy, restartPolicy, terminationGracePeriodSeconds,
    // dnsPolicy, schedulerName, enableServiceLinks (pkg/apis/core/v1/defaults.go).
    expect(map.defaults).toBe(8);
    expect(map.mutating.reinvokedBy).toBe(map.mutating.rows[0]?.cells[0]?.position);
    expect(map.mutating.rounds).toEqual([0, 1]);
    expect(map.mutating.builtIns.summary).toBe('6 built-in · 3 patched');
    expect(map.mutating.builtIns.decides).toBe(false);
    expect(map.mutating.rows.map((r) => r.name)).toEqual(['labeler.example.com']);
    const [r0, r1] = map.mutating.rows[0]!.cells;
    expect(r0).toMatchObject({
      state: 'patched',
      glyph: '1',
      label: 'labeler.example.com in 10-labeler, round 0: patched (patched, 1 operation)',
    });
    expect(r1).toMatchObject({ state: 'skipped', glyph: '↺', why: 'not reinvoked' });
    expect(map.mutating.reinvocation).toBe(
      'Object changed by labeler.example.com → reinvoke IfNeeded (none was called again)',
    );
    expect(map.storage.map((s) => s.text)).toEqual([
      'uid, timestamps, registry changes',
      'field validation',
    ]);
  });

  it("names a DELETE's BeforeDelete step by its preconditions, not by a create's uid and timestamps", () => {
    const map = mapOfResult(runForTest('72-delete-stale-uid-precondition.yaml'));
    expect(map.storage.map((s) => s.text)).toEqual(['delete preconditions, grace period']);
  });

  it("names an update's refused uid precondition by its preconditions", () => {
    const text = readFileSync(
      new URL('../../../../scenarios/13-update-with-old-object.yaml', import.meta.url),
      'utf8',
    ).replace(
      'metadata: { name: web, namespace: default, labels: { app: web } }\n    spec:\n      replicas: 30',
      'metadata: { name: web, namespace: default, uid: a, labels: { app: web } }\n    spec:\n      replicas: 30',
    );
    const oldWithUid = text.replace(
      /(oldObject:\n    apiVersion: apps\/v1\n    kind: Deployment\n    metadata: \{ name: web, namespace: default,)/,
      '$1 uid: b,',
    );
    const map = mapOfResult(runText(oldWithUid));
    expect(map.storage.map((s) => s.text)).toContain('uid, resourceVersion preconditions');
  });

  it("marks the rows of a static manifest's policy, and only those", () => {
    const map = mapOfResult(runForTest('76-static-policy-guards-policies.yaml'));
    expect(map.validating.rows.map((r) => [r.name, r.isStatic])).toContainEqual([
      'policies-fail-closed.static.k8s.io',
      true,
    ]);
    expect(mapOfResult(runForTest()).validating.rows.every((r) => !r.isStatic)).toBe(true);
  });

  it('flags the refusing webhook as the first denial and the decider', () => {
    const map = mapOfResult(runForTest());
    const deny = map.validating.rows.find((r) => r.name === 'deny.example.com');
    expect(deny).toMatchObject({ firstDenial: true, startMs: 0, endMs: 20, kind: 'webhook' });
    expect(map.decider).toBe(deny?.cell.position);
    expect(map.answer.allowed).toBe(false);
    expect(map.validating.spanMs).toBe(20);
  });

  it('draws one round only when nothing was reinvoked', () => {
    const map = mapOfResult(runForTest('05-failurepolicy-timeout.yaml'));
    expect(map.mutating.rounds).toEqual([0]);
    expect(map.mutating.reinvokedBy).toBeUndefined();
    expect(map.mutating.reinvocation).toBeUndefined();
    expect(map.mutating.rows[0]?.cells[0]).toMatchObject({ state: 'warned', glyph: '⚠' });
    expect(map.validating.rows[0]).toMatchObject({
      name: 'required.example.com',
      timeoutMs: 3000,
      firstDenial: true,
    });
  });

  it('orders validating webhooks by arrival and keeps their name order as an index', () => {
    const map = mapOfResult(runForTest('04-parallel-validation-first-denial.yaml'));
    expect(map.validating.rows.map((r) => [r.name, r.nameIndex, r.firstDenial])).toEqual([
      ['fast.validate.example.com', 0, true],
      ['slow.validate.example.com', 1, false],
    ]);
    expect(map.validating.spanMs).toBe(800);
  });

  it('names the webhooks called again in round 1', () => {
    const map = mapOfResult(runForTest('03-reinvocation-ifneeded-vs-never.yaml'));
    expect(map.mutating.reinvocation).toBe(
      'Object changed by labeler.reinvoke.example.com → reinvoke IfNeeded (called again: defaults.reinvoke.example.com)',
    );
    expect(map.mutating.rows.map((r) => r.sortKey)).toEqual(['a-defaults', 'b-audit', 'c-labeler']);
    expect(map.mutating.rows[0]?.cells.map((c) => c?.state)).toEqual(['unchanged', 'unchanged']);
  });

  it('the answer decides an allowed request', () => {
    const map = mapOfResult(runForTest('01-mutating-order-lexical.yaml'));
    expect(map.answer.allowed).toBe(true);
    expect(map.decider).toBe(map.answer.position);
  });
});

describe('mapModel: a cluster object refused before the request', () => {
  it('draws the setup step that decided the answer, and nothing after it', () => {
    const map = mapOfResult(runForTest('40-cabundle-placeholder.yaml'));
    expect(map.setup).toHaveLength(1);
    expect(map.setup[0]).toMatchObject({ position: 0, state: 'denied', decides: true });
    expect(map.decider).toBe(0);
    expect(map.decode).toBeUndefined();
    expect(map.mutating.rows).toEqual([]);
    expect(map.validating.rows).toEqual([]);
  });

  it('draws no setup band when the cluster objects were created', () => {
    expect(mapOfResult(runForTest()).setup).toEqual([]);
  });
});

describe('mapModel: a webhook matched through matchPolicy Equivalent', () => {
  it('says in its cell which version it saw', () => {
    const map = mapOfResult(runForTest('35-equivalent-patch-converted-back.yaml'));
    const row = map.mutating.rows.find((r) => r.name === 'cap.hpa.example.com');
    expect(row?.cells[0]).toMatchObject({
      state: 'patched',
      glyph: '2',
      why: 'patched, 2 operations, seen as autoscaling/v1',
    });
    const check = map.validating.rows.find((r) => r.name === 'check.hpa.example.com');
    expect(check?.cell.why).toBe('called, no change');
  });
});
