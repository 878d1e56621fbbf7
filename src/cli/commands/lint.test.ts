import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../main.ts';

const fixtures = join(import.meta.dirname, 'lint.fixtures');
const fixture = (name: string): string => join(fixtures, name);
const dir = mkdtempSync(join(tmpdir(), 'ap-lint-'));
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

/** The 1-based line and column of `value` on the n-th line of a file that holds `line`. */
function placeOf(path: string, line: string, value: string, n = 0): string {
  const lines = readFileSync(path, 'utf8').split('\n');
  const hits = lines.flatMap((l, i) =>
    l.includes(line) ? [`${i + 1}:${l.indexOf(value) + 1}`] : [],
  );
  return hits[n] ?? 'absent';
}

const lockingWebhook = `
request:
  object: { apiVersion: v1, kind: Pod, metadata: { name: p, namespace: default }, spec: { containers: [{ name: a, image: a }] } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: policy }
      webhooks:
        - name: policy.example.com
          clientConfig: { url: "https://policy.example.com/" }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods] }]
          sideEffects: None
          admissionReviewVersions: [v1]
          failurePolicy: Fail
`;

describe('admission-playground lint', () => {
  it('prints file:line:column: id: message at the field and exits 1 on an error finding', async () => {
    const path = file('lock.yaml', lockingWebhook);
    const r = await cli('lint', path);
    expect(r.code).toBe(1);
    const [line] = r.stdout.split('\n');
    expect(line).toBe(
      `${path}:${placeOf(path, 'failurePolicy: Fail', 'Fail')}: deadlock-kube-system: webhook "policy.example.com" has failurePolicy Fail and sees CREATE pods in kube-system`,
    );
    expect(r.stdout).toContain('1 error, 0 warnings, 0 info in 1 scenario');
  });

  it('exits 0 once the webhook leaves kube-system out', async () => {
    const fixed = lockingWebhook.replace(
      'failurePolicy: Fail',
      'failurePolicy: Fail\n          namespaceSelector: { matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system] }] }',
    );
    const r = await cli('lint', file('fixed.yaml', fixed));
    expect(r.stdout).toBe('0 errors, 0 warnings, 0 info in 1 scenario\n');
    expect(r.code).toBe(0);
  });

  it('explains a finding: severity, why, the upstream section and its address', async () => {
    const r = await cli('lint', '--explain', file('lock2.yaml', lockingWebhook));
    expect(r.stdout).toContain(
      '  severity: error (at /cluster/objects/0/webhooks/0/failurePolicy)',
    );
    expect(r.stdout).toContain(
      '  guidance: Dynamic Admission Control, "Avoiding operating on the kube-system namespace" https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/#avoiding-operating-on-the-kube-system-namespace',
    );
  });

  it('shows the diff of a webhook that is not idempotent', async () => {
    const injecting = lockingWebhook
      .replace('ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration')
      .replace('failurePolicy: Fail', 'failurePolicy: Ignore')
      .concat(
        'webhooks:\n  policy.example.com:\n    response: { allowed: true, patch: [{ op: add, path: /spec/containers/-, value: { name: proxy, image: envoy } }] }\n',
      );
    const r = await cli('lint', '--explain', file('inject.yaml', injecting));
    expect(r.stdout).toContain(
      'not-idempotent: webhook "policy.example.com" changes its own output again',
    );
    expect(r.stdout).toContain(
      '  /spec/containers/2: (absent) -> {"name":"proxy","image":"envoy"}',
    );
    expect(r.code).toBe(1);
  });

  it('reports an unreadable scenario at its place and exits 2', async () => {
    const r = await cli('lint', file('bad.yaml', 'request: [\n'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:\d+:\d+: /);
  });

  it('refuses an unknown flag with its usage', async () => {
    const r = await cli('lint', '--fix', fixture('gatekeeper.yaml'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('usage: admission-playground lint');
  });
});

describe('admission-playground lint on a manifest (helm template output)', () => {
  const manifest = `# Source: image-policy/templates/webhook.yaml
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: image-policy
webhooks:
  - name: image-policy.example.com
    clientConfig:
      service: { namespace: policy-system, name: image-policy, path: /validate }
    rules:
      - { operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods] }
    failurePolicy: Fail
    sideEffects: None
    admissionReviewVersions: [v1]
---
apiVersion: v1
kind: Service
metadata: { name: image-policy, namespace: policy-system }
spec:
  selector: { app: image-policy }
`;

  it('reviews the objects as the cluster, at the manifest\u2019s own lines and columns', async () => {
    const path = file('manifest.yaml', manifest);
    const r = await cli('lint', path);
    const where = placeOf(path, 'failurePolicy: Fail', 'Fail');
    expect(r.stdout.split('\n').filter(Boolean)).toEqual([
      `${path}:${where}: deadlock-kube-system: webhook "image-policy.example.com" has failurePolicy Fail and sees CREATE pods in kube-system`,
      `${path}:${where}: deadlock-own-namespace: webhook "image-policy.example.com" has failurePolicy Fail and sees CREATE pods in policy-system (what brings its own Pods back)`,
      '2 errors, 0 warnings, 0 info in 1 scenario',
    ]);
    expect(r.code).toBe(1);
  });

  it('places a YAML error at the manifest\u2019s own line', async () => {
    const path = file(
      'broken-manifest.yaml',
      manifest.replace('  name: image-policy\n', '  name: [image-policy\n'),
    );
    const r = await cli('lint', path);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^${path.replaceAll('.', '\\.')}:(5|6):`));
  });
});

describe('admission-playground lint on real-world configurations', () => {
  it('cert-manager: its 30 s timeouts, nothing else', async () => {
    const path = fixture('cert-manager.yaml');
    const r = await cli('lint', path);
    expect(r.stdout.split('\n').filter(Boolean)).toEqual([
      `${path}:${placeOf(path, ' timeoutSeconds: 30', '30', 0)}: timeout-long: webhook "webhook.cert-manager.io" waits up to 30 s (the default is 10 s): a slow server adds that much to every matching request`,
      `${path}:${placeOf(path, ' timeoutSeconds: 30', '30', 1)}: timeout-long: webhook "webhook.cert-manager.io" waits up to 30 s (the default is 10 s): a slow server adds that much to every matching request`,
      '0 errors, 2 warnings, 0 info in 1 scenario',
    ]);
    expect(r.code).toBe(0);
  });

  it('Istio: no finding; its Fail webhooks leave kube-system and istiod\u2019s own Pods out by their selectors', async () => {
    const r = await cli('lint', fixture('istio-sidecar-injector.yaml'));
    expect(r.stdout).toBe('0 errors, 0 warnings, 0 info in 1 scenario\n');
    expect(r.code).toBe(0);
  });

  it('Istio without the sidecar.istio.io/inject label on istiod: the injector could block its own restart', async () => {
    const text = readFileSync(fixture('istio-sidecar-injector.yaml'), 'utf8').replace(
      '              sidecar.istio.io/inject: "false"\n',
      '',
    );
    const r = await cli('lint', file('istio-unlabelled.yaml', text));
    expect(r.stdout).toContain(
      'deadlock-own-namespace: webhook "rev.object.sidecar-injector.istio.io" has failurePolicy Fail and sees CREATE pods in istio-system',
    );
    expect(r.code).toBe(1);
  });

  it('Gatekeeper: its catch-all webhooks see node leases and events', async () => {
    const r = await cli('lint', fixture('gatekeeper.yaml'));
    const ids = r.stdout
      .split('\n')
      .flatMap((l) => /: ([a-z-]+): webhook "([^"]+)"/.exec(l)?.slice(1, 3).join(' ') ?? []);
    expect(ids).toEqual([
      'intercepts-events mutation.gatekeeper.sh',
      'intercepts-leases mutation.gatekeeper.sh',
      'intercepts-events validation.gatekeeper.sh',
      'intercepts-leases validation.gatekeeper.sh',
    ]);
    expect(r.code).toBe(0);
  });

  it('lints a folder: every scenario in it', async () => {
    const r = await cli('lint', fixtures);
    expect(r.stdout).toContain('0 errors, 6 warnings, 0 info in 3 scenarios');
  });
});
