import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';

const errorsOf = (text: string) => {
  const parsed = parseScenario(text);
  return parsed.ok ? [] : parsed.error;
};

describe('a Helm template pasted by mistake', () => {
  it('gets one hint at the first action instead of the parser errors', () => {
    const text = [
      'request:',
      '  object:',
      '    apiVersion: apps/v1',
      '    kind: Deployment',
      '    metadata:',
      '      name: {{ include "web.fullname" . }}',
      '      labels:',
      '        {{- include "web.labels" . | nindent 8 }}',
      '    spec:',
      '      replicas: {{ .Values.replicaCount }}',
      '',
    ].join('\n');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'yaml-syntax', span: { line: 6, column: 13 } });
    expect(errors[0] && 'message' in errors[0] ? errors[0].message : '').toBe(
      'this looks like a Helm template ({{ include "web.fullname" . }}), not YAML: render it first (helm template <release> <chart> -f values.yaml) and paste the output',
    );
  });

  it('finds a template pasted into cluster.objects as a string of documents', () => {
    const text = [
      'request:',
      '  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c } }',
      'cluster:',
      '  objects:',
      '    - |',
      '      {{- if .Values.webhook.enabled }}',
      '      apiVersion: admissionregistration.k8s.io/v1',
      '      kind: MutatingWebhookConfiguration',
      '      metadata:',
      '        name: {{ .Release.Name }}',
      '      {{- end }}',
      '',
    ].join('\n');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ span: { line: 6, column: 7 } });
  });

  it('leaves text that parses alone, braces in strings included', () => {
    const text =
      'request:\n  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c }, data: { t: "{{ .Values.x }}" } }\n';
    expect(parseScenario(text).ok).toBe(true);
  });

  it('keeps an unknown field as it is beside a template inside a block string', () => {
    const text =
      'request:\n  object:\n    apiVersion: v1\n    kind: ConfigMap\n    metadata: { name: c }\n    data:\n      t: |\n        {{ .Values.x }}\nrequets: 1\n';
    expect(errorsOf(text).map((e) => e.kind)).toEqual(['unknown-field']);
  });

  it('keeps the real errors when there is no template', () => {
    expect(errorsOf('request:\n  object: {\n')[0]?.kind).toBe('yaml-syntax');
  });
});
