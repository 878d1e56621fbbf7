import { describe, expect, it } from 'vitest';
import { CelCompileError } from '../notSupported.ts';
import { chooseCase } from './cases.ts';

const review = {
  apiVersion: 'admission.k8s.io/v1',
  kind: 'AdmissionReview',
  request: {
    operation: 'UPDATE',
    object: { metadata: { name: 'web', labels: { team: 'a' } }, spec: { replicas: 5 } },
    oldObject: { metadata: { name: 'web', labels: { team: 'a' } }, spec: { replicas: 3 } },
  },
};
const deny = { allowed: false, status: { message: 'frozen' } };

describe('chooseCase', () => {
  it('answers with the first case whose when holds, recording each condition', () => {
    const c = chooseCase(
      [
        { when: "object.metadata.labels.team == 'b'", response: deny },
        {
          when: 'object.spec.replicas > oldObject.spec.replicas',
          response: { allowed: true, warnings: ['scaled up'] },
        },
        { response: deny },
      ],
      '/webhooks/x',
      review,
      '1.32',
    );
    expect(c.source).toBe('cases[1]');
    expect(c.response).toEqual({ allowed: true, warnings: ['scaled up'] });
    expect(c.evaluations.map((e) => [e.index, e.value, e.pointer])).toEqual([
      [0, 'false', '/webhooks/x/cases/0/when'],
      [1, 'true', '/webhooks/x/cases/1/when'],
    ]);
  });

  it('takes a case without when as always holding', () => {
    expect(chooseCase([{ response: deny }], '/webhooks/x', review, '1.32').source).toBe(
      'cases[0] (no when)',
    );
  });

  it('sees request fields such as the operation', () => {
    expect(
      chooseCase([{ when: "request.operation == 'UPDATE'", response: deny }], '/w', review, '1.32')
        .response,
    ).toBe(deny);
  });

  it('treats a when that fails to evaluate as not holding, and shows the error', () => {
    const c = chooseCase(
      [{ when: "object.metadata.annotations.x == 'y'", response: deny }],
      '/w',
      review,
      '1.32',
    );
    expect(c.response).toEqual({ allowed: true });
    expect(c.evaluations[0]?.error).toBe('no such key: annotations');
  });

  it('refuses a when that does not compile, at its place', () => {
    expect(() =>
      chooseCase([{ when: 'object.spec ==', response: deny }], '/webhooks/x', review, '1.32'),
    ).toThrow(CelCompileError);
    try {
      chooseCase([{ when: 'object.spec ==', response: deny }], '/webhooks/x', review, '1.32');
    } catch (e) {
      expect((e as CelCompileError).pointer).toBe('/webhooks/x/cases/0/when');
    }
  });
});
