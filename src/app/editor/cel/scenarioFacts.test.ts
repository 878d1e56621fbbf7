import { describe, expect, it } from 'vitest';
import { scenarioFacts } from './scenarioFacts.ts';

describe('scenarioFacts', () => {
  it('reads the version and the objects’ fields', () => {
    const source =
      'kubernetesVersion: "1.33"\nrequest:\n  object: { apiVersion: v1, kind: Pod, spec: {} }\n';
    expect(scenarioFacts(source)).toEqual({
      kubernetesVersion: '1.33',
      objectKeys: ['apiVersion', 'kind', 'spec'],
      oldObjectKeys: [],
    });
  });

  it('defaults to 1.32 and no fields', () => {
    expect(scenarioFacts('request: {}\n')).toEqual({
      kubernetesVersion: '1.32',
      objectKeys: [],
      oldObjectKeys: [],
    });
    expect(scenarioFacts('{')).toEqual({
      kubernetesVersion: '1.32',
      objectKeys: [],
      oldObjectKeys: [],
    });
  });
});
