import { describe, expect, it } from 'vitest';
import { objectYaml } from './objectYaml.ts';

describe('objectYaml', () => {
  it('quotes strings YAML 1.1 reads as booleans or numbers, as kubectl would need', () => {
    const text = objectYaml({ metadata: { labels: { injected: 'yes', port: '010' } } });
    expect(text).toContain('injected: "yes"');
    expect(text).toContain('port: "010"');
  });

  it('renders nothing for an absent object', () => {
    expect(objectYaml(undefined)).toBe('');
  });
});
