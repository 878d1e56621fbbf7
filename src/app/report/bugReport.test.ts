import { loadShareCodec } from '../../engine/index.ts';
import { describe, expect, it } from 'vitest';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { sampleScenario } from '../sampleScenario.ts';
import { bugReportOf } from './bugReport.ts';
import { formatBugReport } from './formatBugReport.ts';

const { encodeShareLink, decodeShareLink } = await loadShareCodec();
const codec = { encodeShareLink };

describe('bugReportOf', () => {
  it('collects the example: version, request, object, configurations, answers, trace and kubectl', () => {
    const r = bugReportOf(createEvaluatedStore().getState(), 'https://example.test/', codec);
    expect(r.title).toBe('A mutating webhook adds a label, a validating webhook denies');
    expect(r.kubernetesVersion).toBe('1.32');
    expect(r.request).toBe('CREATE pods/web in team-a as alice · 1.32 · dry run off');
    expect(r.object).toMatch(/^kind: Pod$|^apiVersion: v1$/m);
    expect(r.configurations).toMatch(/kind: ValidatingWebhookConfiguration/);
    expect(r.webhooks).toMatch(/deny\.example\.com:/);
    expect(r.kubectl).toMatch(
      /^Error from server \(Forbidden\): admission webhook "deny.example.com" denied/m,
    );
    expect(r.source).toBe(sampleScenario);
    const deny = r.trace.find((row) => row.who.startsWith('deny.example.com'));
    expect(deny).toMatchObject({ round: '', outcome: 'denied (403)', patch: '' });
    const label = r.trace.find((row) => row.outcome === 'patched' && row.round === '0');
    expect(label?.patch).toMatch(/^add \/metadata\/labels/);
    expect(r.trace.map((row) => row.step)).toEqual(r.trace.map((_, i) => i + 1));
  });

  it('links to the whole scenario and, at a later step, to that step', () => {
    const store = createEvaluatedStore();
    store.getState().selectStep(3);
    const r = bugReportOf(store.getState(), 'https://example.test/', codec);
    if (!r.link.ok) throw new Error(r.link.reason);
    const whole = decodeShareLink(r.link.url);
    expect(whole.ok && whole.value.step).toBeUndefined();
    expect(r.stepLink?.step).toBe(4);
    expect(r.stepLink?.name).toBe(r.trace[3]?.who);
    const at = decodeShareLink(r.stepLink?.url ?? '');
    expect(at.ok && at.value).toEqual({
      source: expect.stringContaining('label-then-deny'),
      step: 3,
    });
  });

  it('has no step link at the first step', () => {
    const store = createEvaluatedStore();
    store.getState().selectStep(0);
    expect(bugReportOf(store.getState(), 'https://example.test/', codec).stepLink).toBeUndefined();
  });

  it('reports the errors of a scenario that does not run', () => {
    const store = createEvaluatedStore({
      source: 'apiVersion: playground.admission/v1\nkind: AdmissionScenario\nrespnse: 1\n',
    });
    const r = bugReportOf(store.getState(), 'https://example.test/', codec);
    expect(r.kubectl).toBeUndefined();
    expect(r.trace).toEqual([]);
    expect(r.problems.length).toBeGreaterThan(0);
    expect(r.title).toBe('Untitled');
  });

  it('is titled "Untitled" once the object and the configurations of the example are replaced', () => {
    const own = sampleScenario
      .replace(/name: web\n/, 'name: checkout\n')
      .replace(/deny\.example\.com/g, 'policy.acme.io');
    const r = bugReportOf(createEvaluatedStore({ source: own }).getState(), 'https://x/', codec);
    expect(r.title).toBe('Untitled');
  });

  it('keeps the example’s title while the example is only edited', () => {
    const edited = sampleScenario.replace(/name: web\n/, 'name: checkout\n');
    const r = bugReportOf(createEvaluatedStore({ source: edited }).getState(), 'https://x/', codec);
    expect(r.title).toBe('A mutating webhook adds a label, a validating webhook denies');
  });
});

describe('formatBugReport of the example', () => {
  const store = createEvaluatedStore();
  store.getState().selectStep(2);
  const text = formatBugReport(bugReportOf(store.getState(), 'https://example.test/', codec));

  it.each([
    ['the heading', /^### Admission Playground: A mutating webhook adds a label/],
    ['the version', /^- \*\*Kubernetes:\*\* 1\.32$/m],
    [
      'the request',
      /^- \*\*Request:\*\* `CREATE pods\/web in team-a as alice · 1\.32 · dry run off`$/m,
    ],
    ['the link', /^- \*\*Link:\*\* https:\/\/example\.test\/#v2\.[\w-]+$/m],
    [
      'the link at the step',
      /^- \*\*Link at step 3\*\* \(.+\): https:\/\/example\.test\/#v2\.[\w-]+\.2$/m,
    ],
    ['the object', /\*\*Object\*\*\n\n```yaml\n(.*\n)*kind: Pod\n/],
    [
      'the configurations',
      /\*\*Configurations and policies\*\*\n\n```yaml\n(.*\n)*kind: MutatingWebhookConfiguration/,
    ],
    ['the webhook answers', /\*\*Webhook answers\*\*\n\n```yaml\n(.*\n)*deny\.example\.com:/],
    [
      'the trace header',
      /^\| Step \| Webhook \/ plugin \| Round \| Outcome \| Patch operations \|$/m,
    ],
    ['a trace row', /^\| \d+ \| deny\.example\.com \|  \| denied \(403\) \|  \|$/m],
    [
      'a patch in the trace',
      /^\| \d+ \| labeler\.example\.com \| 0 \| patched \| `add \/metadata\/labels\/injected` \|$/m,
    ],
    [
      'kubectl',
      /```text\n(Warning: .*\n)*Error from server \(Forbidden\): admission webhook "deny\.example\.com"/,
    ],
    [
      'the replay line',
      /^Reproduce: `npx admission-playground run 'https:\/\/example\.test\/#v2\.[\w-]+'`$/m,
    ],
    [
      'the folded scenario',
      /<details>\n<summary>The whole scenario \(YAML\)<\/summary>\n\n```yaml\napiVersion: playground\.admission\/v1\n(.*\n)*```\n\n<\/details>\n$/,
    ],
  ])('holds %s', (_, pattern) => {
    expect(text).toMatch(pattern);
  });
});
