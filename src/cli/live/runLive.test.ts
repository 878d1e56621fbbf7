// `run --live` end to end: the CLI's run command against real HTTPS webhook servers on loopback,
// with certificates from a CA made up for the test.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../main.ts';
import { throwawayCa } from './testing/throwawayCa.ts';
import { startWebhookServer, type Answer, type WebhookServer } from './testing/webhookServer.ts';

const ca = throwawayCa('run --live test CA');
const otherCa = throwawayCa('a CA nobody trusts');
const dir = mkdtempSync(join(tmpdir(), 'ap-live-'));
let files = 0;
const scenarioFile = (text: string): string => {
  const path = join(dir, `s${files++}.yaml`);
  writeFileSync(path, text);
  return path;
};

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}
const json = async (
  ...argv: string[]
): Promise<Record<string, unknown> & { status?: { code: number; message: string } }> => {
  const r = await cli(...argv, '--output', 'json');
  if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as Record<string, unknown>;
};

interface Hook {
  name: string;
  kind: 'Mutating' | 'Validating';
  clientConfig: string;
  extra?: string;
}
const b64 = (pem: string): string => Buffer.from(pem).toString('base64');
const url = (port: number, path = '/'): string => `https://127.0.0.1:${port}${path}`;
const urlConfig = (port: number, caPem = ca.certPem, path = '/'): string =>
  `{ url: "${url(port, path)}", caBundle: ${b64(caPem)} }`;

const scenario = (
  hooks: Hook[],
  webhooksSection = '',
): string => `# a scenario run against real webhooks
apiVersion: playground.admission/v1
kind: AdmissionScenario
name: live
request:
  operation: CREATE
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: cm1, namespace: default }, data: { a: b } }
cluster:
  objects:
${hooks
  .map(
    (h) => `    - apiVersion: admissionregistration.k8s.io/v1
      kind: ${h.kind}WebhookConfiguration
      metadata: { name: cfg-${h.name.split('.')[0] ?? ''} }
      webhooks:
        - name: ${h.name}
          clientConfig: ${h.clientConfig}
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps] }]
          sideEffects: None
          admissionReviewVersions: [v1]
${h.extra ?? ''}`,
  )
  .join('')}${webhooksSection}`;

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const patchLabel = Buffer.from(
  JSON.stringify([{ op: 'add', path: '/metadata/labels', value: { injected: 'yes' } }]),
).toString('base64');
const answers: Record<string, (review: Record<string, unknown>) => Answer> = {
  allow: () => ({ response: { allowed: true } }),
  patch: () => ({ response: { allowed: true, patchType: 'JSONPatch', patch: patchLabel } }),
  deny: () => ({
    response: { allowed: false, status: { code: 403, message: 'configmaps are frozen' } },
  }),
  hang: () => ({ hang: true }),
  truncated: () => ({
    status: 200,
    body: '{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "response": {',
    contentType: 'application/json',
  }),
};

describe('run --live', () => {
  const servers: Record<string, WebhookServer> = {};
  beforeAll(async () => {
    for (const [name, answer] of Object.entries(answers)) {
      servers[name] = await startWebhookServer(
        ca.issue({ dns: ['hook.webhooks.svc'], ips: ['127.0.0.1'] }),
        answer,
      );
    }
  });
  afterAll(async () => {
    for (const s of Object.values(servers)) await s.close();
  });
  const port = (name: string): number => servers[name]?.port ?? 0;

  it('uses a real allowing answer, and keeps the exchange in the trace', async () => {
    const file = scenarioFile(
      scenario([
        { name: 'allow.example.com', kind: 'Validating', clientConfig: urlConfig(port('allow')) },
      ]),
    );
    const r = await json('run', file, '--live');
    expect(r['allowed']).toBe(true);
    expect(r['calls']).toEqual(['allow.example.com']);
    const step = (r['trace'] as Array<Record<string, unknown>>).find(
      (t) => t['webhook'] === 'allow.example.com',
    );
    expect(step?.['http']).toMatchObject({
      url: `${url(port('allow'))}?timeout=10s`,
      statusCode: 200,
      contentType: 'application/json',
    });
    expect(servers['allow']?.received.at(-1)?.path).toBe('/?timeout=10s');
  });

  it('applies a real patch to the object', async () => {
    const file = scenarioFile(
      scenario([
        { name: 'patch.example.com', kind: 'Mutating', clientConfig: urlConfig(port('patch')) },
      ]),
    );
    const r = await json('run', file, '--live');
    expect(r['allowed']).toBe(true);
    expect((r['object'] as { metadata: { labels?: unknown } }).metadata.labels).toEqual({
      injected: 'yes',
    });
  });

  it("denies with the webhook's own status and message", async () => {
    const file = scenarioFile(
      scenario([
        { name: 'deny.example.com', kind: 'Validating', clientConfig: urlConfig(port('deny')) },
      ]),
    );
    const r = await json('run', file, '--live');
    expect(r['allowed']).toBe(false);
    expect(r.status).toMatchObject({
      code: 403,
      message: 'admission webhook "deny.example.com" denied the request: configmaps are frozen',
    });
  });

  it('times out at timeoutSeconds and applies failurePolicy', async () => {
    const hook = (policy: string): Hook => ({
      name: 'slow.example.com',
      kind: 'Validating',
      clientConfig: urlConfig(port('hang')),
      extra: `          timeoutSeconds: 1\n          failurePolicy: ${policy}\n`,
    });
    const started = Date.now();
    const failed = await json('run', scenarioFile(scenario([hook('Fail')])), '--live');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(failed['allowed']).toBe(false);
    expect(failed.status).toMatchObject({
      code: 500,
      message: `Internal error occurred: failed calling webhook "slow.example.com": failed to call webhook: Post "${url(port('hang'))}?timeout=1s": context deadline exceeded`,
    });
    const ignored = await json('run', scenarioFile(scenario([hook('Ignore')])), '--live');
    expect(ignored['allowed']).toBe(true);
    expect(ignored['auditAnnotations']).toMatchObject({
      'failed-open.validating.webhook.admission.k8s.io/round_0_index_0': 'slow.example.com',
    });
  });

  it('fails on a certificate the caBundle does not vouch for, and passes with --insecure', async () => {
    const file = scenarioFile(
      scenario([
        {
          name: 'tls.example.com',
          kind: 'Validating',
          clientConfig: urlConfig(port('allow'), otherCa.certPem),
          extra: '          failurePolicy: Fail\n',
        },
      ]),
    );
    const r = await json('run', file, '--live');
    expect(r.status?.message).toBe(
      `Internal error occurred: failed calling webhook "tls.example.com": failed to call webhook: Post "${url(port('allow'))}?timeout=10s": tls: failed to verify certificate: x509: certificate signed by unknown authority`,
    );
    expect((await json('run', file, '--live', '--insecure'))['allowed']).toBe(true);
  });

  it('words a refused connection with the address dialled', async () => {
    const closed = await closedPort();
    const r = await json(
      'run',
      scenarioFile(
        scenario([
          { name: 'gone.example.com', kind: 'Validating', clientConfig: urlConfig(closed) },
        ]),
      ),
      '--live',
    );
    expect(r.status?.message).toBe(
      `Internal error occurred: failed calling webhook "gone.example.com": failed to call webhook: Post "${url(closed)}?timeout=10s": dial tcp 127.0.0.1:${closed}: connect: connection refused`,
    );
  });

  it('words a truncated JSON answer as the recorded ex-040 case', async () => {
    const r = await json(
      'run',
      scenarioFile(
        scenario([
          {
            name: 'badjson.example.com',
            kind: 'Validating',
            clientConfig: urlConfig(port('truncated')),
          },
        ]),
      ),
      '--live',
    );
    expect(r.status?.message).toBe(
      'Internal error occurred: failed calling webhook "badjson.example.com": failed to call webhook: couldn\'t get version/kind; json parse error: unexpected end of JSON input',
    );
  });

  it('reaches a service through --service, verifying the service name', async () => {
    const service = `{ service: { namespace: webhooks, name: hook, path: /validate }, caBundle: ${b64(ca.certPem)} }`;
    const file = scenarioFile(
      scenario([{ name: 'svc.example.com', kind: 'Validating', clientConfig: service }]),
    );
    const before = servers['deny']?.received.length ?? 0;
    const r = await json(
      'run',
      file,
      '--live',
      '--service',
      `webhooks/hook=127.0.0.1:${port('deny')}`,
    );
    expect(r.status?.message).toBe(
      'admission webhook "svc.example.com" denied the request: configmaps are frozen',
    );
    expect(servers['deny']?.received.length).toBe(before + 1);
    expect(servers['deny']?.received.at(-1)?.path).toBe('/validate?timeout=10s');
    expect(servers['deny']?.received.at(-1)?.headers['host']).toBe('hook.webhooks.svc:443');
  });

  it('--record writes the real answers into the file, keeping the rest of it', async () => {
    const text = scenario(
      [
        { name: 'patch.example.com', kind: 'Mutating', clientConfig: urlConfig(port('patch')) },
        {
          name: 'slow.example.com',
          kind: 'Validating',
          clientConfig: urlConfig(port('hang')),
          extra: '          timeoutSeconds: 1\n          failurePolicy: Ignore\n',
        },
      ],
      'webhooks:\n  # answered by the simulator until recorded\n  patch.example.com: { response: { allowed: false } }\n',
    );
    const file = scenarioFile(text);
    const live = await cli('run', file, '--live', '--record', '--output', 'json');
    expect(live.code).toBe(0);
    expect(live.stderr).toBe(
      `recorded the answers of 2 webhooks into ${file}: patch.example.com, slow.example.com\n`,
    );
    const written = readFileSync(file, 'utf8');
    // Everything before the webhooks: section is untouched, its comment kept.
    expect(written.slice(0, text.indexOf('webhooks:\n  #'))).toBe(
      text.slice(0, text.indexOf('webhooks:\n  #')),
    );
    expect(written).toContain('# answered by the simulator until recorded');
    expect(written).toContain('- { op: add, path: /metadata/labels, value: { injected: "yes" } }');
    const webhooks = (parse(written) as { webhooks: Record<string, Record<string, unknown>> })
      .webhooks;
    expect(webhooks['patch.example.com']).toEqual({
      latencyMs: expect.any(Number) as number,
      response: {
        allowed: true,
        patch: [{ op: 'add', path: '/metadata/labels', value: { injected: 'yes' } }],
      },
    });
    expect(webhooks['slow.example.com']).toEqual({ fail: 'timeout' });
    // Offline, the file replays to what the live run said.
    const liveResult = JSON.parse(live.stdout) as Record<string, unknown>;
    const replay = await json('run', file);
    for (const key of ['allowed', 'object', 'calls', 'auditAnnotations', 'warnings'])
      expect(replay[key]).toEqual(liveResult[key]);
    expect((replay['object'] as { metadata: { labels?: unknown } }).metadata.labels).toEqual({
      injected: 'yes',
    });
  });

  it('--record keeps a denial replayable: same verdict, same message', async () => {
    const file = scenarioFile(
      scenario([
        { name: 'deny.example.com', kind: 'Validating', clientConfig: urlConfig(port('deny')) },
      ]),
    );
    const live = await json('run', file, '--live', '--record');
    const replay = await json('run', file);
    expect(replay['allowed']).toBe(false);
    expect(replay.status).toEqual(live.status);
    expect(replay.status?.message).toBe(
      'admission webhook "deny.example.com" denied the request: configmaps are frozen',
    );
  });

  it('--record words what the replay will say differently', async () => {
    const closed = await closedPort();
    const file = scenarioFile(
      scenario([
        {
          name: 'gone.example.com',
          kind: 'Validating',
          clientConfig: urlConfig(closed, ca.certPem, '/x'),
        },
        {
          name: 'tls.example.com',
          kind: 'Validating',
          clientConfig: `{ url: "https://localhost:${port('allow')}/", caBundle: ${b64(ca.certPem)} }`,
        },
      ]),
    );
    const live = await cli('run', file, '--live', '--record');
    expect(live.code).toBe(0);
    const webhooks = (
      parse(readFileSync(file, 'utf8')) as { webhooks: Record<string, Record<string, unknown>> }
    ).webhooks;
    expect(webhooks['gone.example.com']?.['fail']).toBe('connection-refused');
    expect(webhooks['tls.example.com']?.['fail']).toBe('tls');
    expect(live.stderr).toContain(
      'note: webhook "tls.example.com": recorded as fail: tls; live it said: Post "https://localhost:' +
        String(port('allow')) +
        '/?timeout=10s": tls: failed to verify certificate: x509: certificate is valid for hook.webhooks.svc, not localhost',
    );
    expect(live.stderr).not.toContain('gone.example.com": recorded');
  });

  it.each([
    { args: ['--record'], error: '--record only makes sense with --live' },
    {
      args: ['--service', 'a/b=127.0.0.1:1', '--insecure'],
      error: '--service, --insecure only make sense with --live',
    },
    {
      args: ['--live', '--client-cert', 'c.pem'],
      error: '--client-cert and --client-key go together',
    },
    {
      args: ['--live', '--service', 'nonsense'],
      error: '--service nonsense: expected <namespace>/<name>=<host:port>',
    },
    { args: ['--live', '--service'], error: '--service needs a value' },
  ])('refuses $args', async ({ args, error }) => {
    const r = await cli('run', scenarioFile(scenario([])), ...args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(error);
    expect(r.stderr).toContain('usage: admission-playground run <file or link>');
  });

  it('refuses --record for a link or standard input', async () => {
    const link = await cli('run', '#v1.abc', '--live', '--record');
    expect(link.code).toBe(2);
    expect(link.stderr).toBe(
      '--record writes the answers back into the scenario file: give a file, not a link\n',
    );
    const stdin = await cli('run', '-', '--live', '--record');
    expect(stdin.stderr).toBe(
      '--record writes the answers back into the scenario file: give a file, not standard input\n',
    );
  });
});
