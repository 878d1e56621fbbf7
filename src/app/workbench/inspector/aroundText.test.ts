import { describe, expect, it } from 'vitest';
import {
  fieldPointer,
  nestedTiming,
  rawAnswerText,
  refusalText,
  requestSentence,
  userText,
} from './aroundText.ts';
import { counted, notesCount } from './tabCounts.ts';

describe('the words for the steps around the plugins', () => {
  it('says each refusal before admission with its code', () => {
    expect(refusalText({ stage: 'route' })).toMatch(/^No route serves this resource: .*404/);
    expect(refusalText({ stage: 'options' })).toMatch(/options .* are invalid: 422/);
    expect(refusalText({ stage: 'deserialize' })).toMatch(/does not decode.*400/);
    expect(refusalText({ stage: 'field-validation' })).toMatch(/fieldValidation is Strict: 400/);
    expect(refusalText({ stage: 'body-size', sizeBytes: 3_145_729, limitBytes: 3_145_728 })).toBe(
      "The request body is 3,145,729 bytes, over the server's limit of 3,145,728 bytes: 413 before the body is decoded.",
    );
    expect(refusalText({ stage: 'body-size' })).toMatch(/over the server's limit: 413/);
  });

  it('turns field.Path text into the JSON pointer of the same field', () => {
    expect(fieldPointer('spec.containers[1].ports[0].name')).toBe(
      '/spec/containers/1/ports/0/name',
    );
    expect(fieldPointer('metadata.labels[app.kubernetes.io/name]')).toBe(
      '/metadata/labels/app.kubernetes.io~1name',
    );
    expect(fieldPointer('metadata.annotations[a~b]')).toBe('/metadata/annotations/a~0b');
    expect(fieldPointer('spec')).toBe('/spec');
  });

  it('says a nested request, its user and its timing', () => {
    const request = {
      operation: 'CREATE',
      kind: { group: '', version: 'v1', kind: 'Namespace' },
      resource: { group: '', version: 'v1', resource: 'namespaces' },
      subResource: '',
      namespace: 'team-a',
      name: 'team-a',
      dryRun: false,
    };
    expect(requestSentence(request)).toBe('CREATE namespaces/team-a');
    expect(requestSentence({ ...request, subResource: 'status' })).toBe(
      'CREATE namespaces/team-a/status',
    );
    expect(userText({ username: 'system:apiserver', groups: ['system:masters'] })).toBe(
      'as system:apiserver (system:masters)',
    );
    expect(userText({ username: 'u', groups: [] })).toBe('as u');
    expect(userText(undefined)).toBeUndefined();
    const nested = { request, allowed: true, trace: [] };
    expect(nestedTiming(nested)).toBeUndefined();
    expect(nestedTiming({ ...nested, startMs: 5, durationMs: 30 })).toBe(
      "started at 5 ms on this request's clock, took 30 ms",
    );
  });

  it('says how an answer that was no AdmissionReview was read', () => {
    expect(
      rawAnswerText({ statusCode: 500, contentType: 'text/html', body: '<h1>', readAs: 'body' }),
    ).toBe(
      'HTTP 500, text/html: read as an opaque body (client-go\'s generic "an error on the server").',
    );
    expect(rawAnswerText({ statusCode: 403, body: '{}', readAs: 'status' })).toBe(
      'HTTP 403: read as a metav1.Status after all.',
    );
  });

  it('counts what a tab holds, and leaves the label bare when it holds nothing', () => {
    expect(counted('Patch', 0)).toBe('Patch');
    expect(counted('Patch', 3)).toBe('Patch (3)');
    expect(notesCount({ phase: 'validating', plugin: 'p', outcome: 'allowed', reason: '' })).toBe(
      0,
    );
    expect(
      notesCount({
        phase: 'validating',
        plugin: 'p',
        outcome: 'warned',
        reason: '',
        warnings: ['a', 'b'],
        auditAnnotations: { k: 'v' },
        assumptions: ['x'],
      }),
    ).toBe(4);
  });
});
