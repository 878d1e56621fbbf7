import { describe, expect, it } from 'vitest';
import { pipelineSteps } from '../../pipeline/pipelineSteps.ts';
import { runForTest } from '../map/runForTest.testing.ts';
import { chipText, writeText } from './blameChip.ts';

describe('blame chips', () => {
  const { steps } = pipelineSteps(runForTest());
  const labeler = steps.findIndex(
    (s) => s.kind === 'trace' && s.entry.webhook === 'labeler.example.com',
  );
  const plugin = steps.findIndex((s) => s.kind === 'trace' && s.entry.plugin === 'ServiceAccount');

  it('says who wrote, short', () => {
    expect(chipText({ position: -1, how: 'request' }, steps)).toBe('req');
    expect(chipText({ position: 0, how: 'defaulted' }, steps)).toBe('def');
    expect(chipText({ position: labeler, how: 'patch' }, steps)).toBe('labeler');
    expect(chipText({ position: labeler, how: 'defaulted' }, steps)).toBe('def');
    expect(chipText({ position: plugin, how: 'changed' }, steps)).toBe('plg');
  });

  it('says a write in words', () => {
    expect(writeText({ position: labeler, how: 'patch' }, steps)).toBe(
      `step ${labeler + 1} labeler.example.com (round 0): patched`,
    );
    expect(writeText({ position: -1, how: 'request' }, steps)).toBe('the request as submitted');
  });
});
