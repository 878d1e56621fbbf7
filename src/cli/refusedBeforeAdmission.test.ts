// The requests the API server refuses before admission, through the command line: decoding (400),
// served versions (404 and kubectl's own refusal), the request body limit (413), and a Helm template.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'ap-refused-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

const pod =
  'request:\n  object: { apiVersion: v1, kind: Pod, metadata: { name: web, namespace: default }, spec: { containers: [{ name: c, image: nginx }] } }\n';
const webhookConfiguration = (
  apiVersion: string,
  caBundle: string,
): string => `    - apiVersion: ${apiVersion}
      kind: MutatingWebhookConfiguration
      metadata: { name: injector }
      webhooks:
        - name: inject.example.com
          clientConfig: { url: "https://inject.example.com/", caBundle: ${caBundle} }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods] }]
          sideEffects: None
          admissionReviewVersions: [v1]
`;

describe('a request refused before admission', () => {
  it("refuses a caBundle placeholder with the decoder's 400, and places the field", async () => {
    const path = file(
      'placeholder.yaml',
      `${pod}cluster:\n  objects:\n${webhookConfiguration('admissionregistration.k8s.io/v1', 'CA_BUNDLE')}`,
    );
    const r = await cli('run', path);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      'Error from server (BadRequest): MutatingWebhookConfiguration in version "v1" cannot be handled as a MutatingWebhookConfiguration: illegal base64 data at input byte 2',
    );
    expect(r.stdout).toContain(
      'creating MutatingWebhookConfiguration "injector" (/cluster/objects/0) failed: webhooks[0].clientConfig.caBundle: illegal base64 data at input byte 2',
    );
    expect(r.stdout).toContain(`at ${path}:10:73`);
  });

  it("prints kubectl's refusal for a v1beta1 configuration, and the server's 404 as the status", async () => {
    const path = file(
      'v1beta1.yaml',
      `${pod}cluster:\n  objects:\n${webhookConfiguration('admissionregistration.k8s.io/v1beta1', '""')}expect:\n  setupError: true\n  code: 404\n  reason: NotFound\n  message: the server could not find the requested resource (post mutatingwebhookconfigurations.admissionregistration.k8s.io)\n`,
    );
    const run = await cli('run', path);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      'error: resource mapping not found for name: "injector" namespace: "" from "STDIN": no matches for kind "MutatingWebhookConfiguration" in version "admissionregistration.k8s.io/v1beta1"',
      'ensure CRDs are installed first',
    ]);
    expect(run.stdout).toContain(
      '     the server answers 404 NotFound: the server could not find the requested resource (post mutatingwebhookconfigurations.admissionregistration.k8s.io)',
    );
    expect((await cli('test', path)).code).toBe(0);
    const json = JSON.parse((await cli('run', path, '--output', 'json')).stdout);
    expect(json.answer).toEqual({
      statusCode: 404,
      contentType: 'text/plain; charset=utf-8',
      body: '404 page not found\n',
      readAs: 'body',
    });
    expect(json.trace[0].refusal).toEqual({ stage: 'route' });
  });

  it('serves an off-by-default version that cluster.runtimeConfig switches on', async () => {
    const policy =
      'request:\n  object: { apiVersion: admissionregistration.k8s.io/v1beta1, kind: ValidatingAdmissionPolicy, metadata: { name: p }, spec: { validations: [{ expression: "true" }] } }\n';
    const off = await cli('run', file('vap-off.yaml', policy), '--output', 'json');
    expect(JSON.parse(off.stdout).status.code).toBe(404);
    const on = await cli(
      'run',
      file(
        'vap-on.yaml',
        `${policy}cluster:\n  runtimeConfig: { admissionregistration.k8s.io/v1beta1: true }\n`,
      ),
      '--output',
      'json',
    );
    expect(JSON.parse(on.stdout).status?.code).not.toBe(404);
  });

  it('refuses a body over 3 MiB with 413', async () => {
    const path = file(
      'big.yaml',
      `request:\n  object:\n    apiVersion: v1\n    kind: ConfigMap\n    metadata: { name: big, namespace: default }\n    data: { blob: ${'x'.repeat(3 * 1024 * 1024)} }\nexpect:\n  code: 413\n  reason: RequestEntityTooLarge\n  message: 'Request entity too large: limit is 3145728'\n`,
    );
    const r = await cli('test', path);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('1 passed, 0 failed');
    const json = JSON.parse((await cli('run', path, '--output', 'json')).stdout);
    expect(json.trace[0].refusal).toEqual({
      stage: 'body-size',
      sizeBytes: 3145833,
      limitBytes: 3145728,
    });
  });

  it('refuses a value of the wrong type, YAML 1.1 booleans included', async () => {
    const path = file(
      'mismatch.yaml',
      'request:\n  object: { apiVersion: v1, kind: Pod, metadata: { name: y, namespace: default }, spec: { containers: [{ name: c, image: nginx, ports: [{ containerPort: "80" }] }] } }\n',
    );
    const r = await cli('run', path, '--output', 'json');
    // kubectl sends sorted keys: metadata comes before spec, so the name is the first mismatch.
    expect(JSON.parse(r.stdout).status).toMatchObject({
      code: 400,
      reason: 'BadRequest',
      message:
        'Pod in version "v1" cannot be handled as a Pod: json: cannot unmarshal bool into Go struct field ObjectMeta.metadata.name of type string',
    });
  });

  it('answers a Helm template with one hint at its first action', async () => {
    const path = file(
      'chart.yaml',
      'request:\n  object:\n    apiVersion: v1\n    kind: ConfigMap\n    metadata:\n      name: {{ .Release.Name }}-settings\n    data:\n      {{- toYaml .Values.settings | nindent 6 }}\n',
    );
    const r = await cli('run', path);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      `${path}:6:13: this looks like a Helm template ({{ .Release.Name }}), not YAML: render it first (helm template <release> <chart> -f values.yaml) and paste the output`,
    ]);
  });
});
