import { describe, expect, it } from 'vitest';
import { checkKeyFormat, newAnnotationRecorder } from './auditAnnotations.ts';

const slashError =
  "annotation key has invalid format, the right format is a DNS subdomain prefix and '/' and key name. (e.g. 'podsecuritypolicy.admission.k8s.io/admit-policy')";
const nameRegexMsg =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const qualifiedError = (msgs: string) =>
  `annotation key has invalid format ${msgs}. A qualified name like 'podsecuritypolicy.admission.k8s.io/admit-policy' is required.`;

describe('checkKeyFormat', () => {
  it.each<[string, string, string | undefined]>([
    ['a webhook-prefixed key', 'hook.example.com/decision', undefined],
    ['dots, dashes and underscores in the name', 'hook.example.com/a-b_c.d', undefined],
    ['the mutation annotation key', 'mutation.webhook.admission.k8s.io/round_0_index_1', undefined],
    ['a key without a slash', 'decision', slashError],
    ['a key with two slashes (a webhook key containing "/")', 'hook.example.com/a/b', slashError],
    ['an empty key', '', slashError],
  ])('%s', (_name, key, error) => {
    expect(checkKeyFormat(key)).toBe(error);
  });

  // checkKeyFormat formats strings.Join(IsQualifiedName(key), ","), the validation messages, not
  // the key (attributes.go checkKeyFormat).
  it.each<[string, string, string]>([
    ['a name with a space', 'hook.example.com/bad key', qualifiedError(nameRegexMsg)],
    ['a name ending in a dash', 'hook.example.com/bad-', qualifiedError(nameRegexMsg)],
  ])('reports the IsQualifiedName messages for %s', (_name, key, error) => {
    expect(checkKeyFormat(key)).toBe(error);
  });

  it.each([
    ['an empty name', 'hook.example.com/'],
    ['an upper-case prefix', 'Hook.Example.com/x'],
    ['an empty prefix', '/x'],
    ['a name over 63 characters', `hook.example.com/${'n'.repeat(64)}`],
  ])('refuses a key that is not a qualified name: %s', (_name, key) => {
    expect(checkKeyFormat(key)).toMatch(
      /^annotation key has invalid format .*\. A qualified name like 'podsecuritypolicy\.admission\.k8s\.io\/admit-policy' is required\.$/,
    );
  });
});

describe('newAnnotationRecorder', () => {
  it('records annotations in insertion order', () => {
    const r = newAnnotationRecorder();
    expect([r.add('b.example.com/k', '1'), r.add('a.example.com/k', '2')]).toEqual([
      undefined,
      undefined,
    ]);
    expect(Object.entries(r.entries())).toEqual([
      ['b.example.com/k', '1'],
      ['a.example.com/k', '2'],
    ]);
  });

  it('accepts the same value again as a no-op', () => {
    const r = newAnnotationRecorder();
    r.add('hook.example.com/k', 'v');
    expect(r.add('hook.example.com/k', 'v')).toBeUndefined();
    expect(r.entries()).toEqual({ 'hook.example.com/k': 'v' });
  });

  it('refuses to overwrite a key with a different value and keeps the first', () => {
    const r = newAnnotationRecorder();
    r.add('hook.example.com/k', 'first');
    expect(r.add('hook.example.com/k', 'second')).toMatch(
      /^admission annotations are not allowd to be overwritten, key:"hook\.example\.com\/k", old value: /,
    );
    expect(r.entries()).toEqual({ 'hook.example.com/k': 'first' });
  });

  // Upstream formats the stored audit.Annotation structs with %v ({Level Value}), so the values
  // print as {Metadata first} / {Metadata second} (attributes.go AddAnnotationWithLevel).
  it('prints the old and new values as Go prints the annotation struct', () => {
    const r = newAnnotationRecorder();
    r.add('hook.example.com/k', 'first');
    expect(r.add('hook.example.com/k', 'second')).toBe(
      'admission annotations are not allowd to be overwritten, key:"hook.example.com/k", old value: {Metadata first}, new value: {Metadata second}',
    );
  });

  it.each([
    ['a key without a slash', 'k', slashError],
    ['a key with two slashes', 'a.example.com/b/c', slashError],
  ])('refuses %s and records nothing', (_name, key, error) => {
    const r = newAnnotationRecorder();
    expect(r.add(key, 'v')).toBe(error);
    expect(r.entries()).toEqual({});
  });
});
