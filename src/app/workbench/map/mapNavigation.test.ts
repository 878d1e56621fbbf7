import { describe, expect, it } from 'vitest';
import { mapLayout, moveOnMap } from './mapNavigation.ts';
import { mapOfResult } from './mapOfResult.ts';
import { runForTest } from './runForTest.testing.ts';

describe('mapNavigation', () => {
  const map = mapOfResult(runForTest('04-parallel-validation-first-denial.yaml'));
  const layout = mapLayout(map, false);
  const fast = map.validating.rows[0]!.cell.position;
  const slow = map.validating.rows[1]!.cell.position;

  it('leaves folded plugins out, and orders validating webhooks by arrival', () => {
    expect(layout.order.slice(-3)).toEqual([fast, slow, map.answer.position]);
    expect(layout.order).not.toContain(1);
    expect(mapLayout(map, true).order).toContain(1);
  });

  it('moves along the call order with ←/→ and between rows with ↑/↓', () => {
    expect(moveOnMap(layout, fast, 'ArrowRight')).toBe(slow);
    expect(moveOnMap(layout, slow, 'ArrowLeft')).toBe(fast);
    expect(moveOnMap(layout, slow, 'ArrowDown')).toBe(map.answer.position);
    expect(moveOnMap(layout, fast, 'ArrowUp')).toBe(map.storage[0]?.cell.position);
    expect(moveOnMap(layout, fast, 'Home')).toBe(0);
    expect(moveOnMap(layout, fast, 'End')).toBe(map.answer.position);
    expect(moveOnMap(layout, fast, 'a')).toBeUndefined();
  });

  it('keeps the column when moving between matrix rows', () => {
    const sample = mapOfResult(runForTest('03-reinvocation-ifneeded-vs-never.yaml'));
    const l = mapLayout(sample, false);
    const [a, b] = sample.mutating.rows;
    expect(moveOnMap(l, a!.cells[1]!.position, 'ArrowDown')).toBe(b!.cells[1]!.position);
  });

  it('draws a folded group while one of its plugins is the selected step', () => {
    expect(mapLayout(map, false, 1).order).toContain(1);
  });

  it('from a folded node, steps to the nearest node on show', () => {
    expect(moveOnMap(layout, 1, 'ArrowRight')).toBe(layout.order[1]);
    expect(moveOnMap(layout, 1, 'ArrowLeft')).toBe(0);
  });
});

describe('mapLayout with a setup refusal', () => {
  it('puts the setup step first, in the rows and in call order', () => {
    const layout = mapLayout(
      mapOfResult(runForTest('41-v1beta1-webhook-configuration.yaml')),
      false,
    );
    expect(layout.rows).toEqual([[0], [1]]);
    expect(layout.order).toEqual([0, 1]);
  });
});
