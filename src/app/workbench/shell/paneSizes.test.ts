import { describe, expect, it } from 'vitest';
import { clampPaneSizes, defaultPaneSizes, loadPaneSizes, savePaneSizes } from './paneSizes.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

describe('pane sizes', () => {
  it('round-trips through storage', () => {
    const storage = memory();
    savePaneSizes(storage, { inputs: 500, inspector: 300 });
    expect(loadPaneSizes(storage)).toEqual({ inputs: 500, inspector: 300 });
  });

  it('remembers nothing from nothing, garbage or a throwing storage', () => {
    expect(loadPaneSizes(memory())).toBeUndefined();
    const bad = memory();
    bad.setItem('admission-playground:pane-sizes', '{"inputs":"wide"}');
    expect(loadPaneSizes(bad)).toBeUndefined();
    bad.setItem('admission-playground:pane-sizes', 'not json');
    expect(loadPaneSizes(bad)).toBeUndefined();
    expect(() =>
      savePaneSizes(
        {
          setItem: () => {
            throw new Error('full');
          },
        },
        defaultPaneSizes(1440),
      ),
    ).not.toThrow();
    expect(defaultPaneSizes(1280)).toEqual({ inputs: 358, inspector: 384 });
  });

  it('leaves the map its room and each pane its minimum', () => {
    expect(clampPaneSizes({ inputs: 900, inspector: 900 }, 1440)).toEqual({
      inputs: 840,
      inspector: 240,
    });
    expect(clampPaneSizes({ inputs: 10, inspector: 10 }, 1440)).toEqual({
      inputs: 240,
      inspector: 240,
    });
    expect(clampPaneSizes({ inputs: 420, inspector: 440 }, 1440)).toEqual({
      inputs: 420,
      inspector: 440,
    });
  });
});
