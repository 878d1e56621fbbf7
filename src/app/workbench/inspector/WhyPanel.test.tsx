import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../../engine/index.ts';
import { AnswerDetail } from '../../pipeline/AnswerDetail.tsx';
import { pipelineSteps } from '../../pipeline/pipelineSteps.ts';
import { runForTest } from '../map/runForTest.testing.ts';
import { ReviewPanel } from './ReviewPanel.tsx';
import { WhyPanel } from './WhyPanel.tsx';

// The Why tab as the page first draws it, for the gallery files whose steps carry what happens
// around the plugins (docs/format-additions.md "Steps around the plugins").

/** The markup's text, tags dropped and entities decoded, as a reader sees it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([:.,)])/g, '$1')
    .trim();

function why(file: string, pick: (e: TraceEntry) => boolean) {
  const result = runForTest(file);
  const { steps } = pipelineSteps(result);
  const step = steps.find((s) => s.kind === 'trace' && pick(s.entry));
  if (step?.kind !== 'trace') throw new Error(`${file}: no such step`);
  return textOf(
    renderToStaticMarkup(
      <WhyPanel
        entry={step.entry}
        steps={steps}
        onSelect={() => undefined}
        hovered={undefined}
        onHover={() => undefined}
      />,
    ),
  );
}

describe('the Why tab around the plugins', () => {
  it('lists each invalid field with the step that wrote it (29: the sidecar injector)', () => {
    const text = why('29-mutating-webhook-breaks-the-pod.yaml', (e) => e.fieldErrors !== undefined);
    expect(text).toContain(
      'spec.containers[1].image written by step 3: inject.proxy.example.com Required value',
    );
    expect(text).toContain(
      'spec.containers[1].ports[0].name written by step 3: inject.proxy.example.com Invalid value: "http-envoy-prometheus": must be no more than 15 characters',
    );
    expect(text).toContain("(found by the kind's registry strategy)");
  });

  it("says a field the request itself wrote was the request's (36: the typo)", () => {
    const text = why('36-imagepullpolicy-typo.yaml', (e) => e.fieldErrors !== undefined);
    expect(text).toContain(
      'spec.containers[0].imagePullPolicy written by the request Unsupported value: "Allways"',
    );
  });

  it('names the conversion and shows the object back (35: autoscaling/v1 webhook on a v2 HPA)', () => {
    const text = why(
      '35-equivalent-patch-converted-back.yaml',
      (e) => e.conversion?.objectBack !== undefined,
    );
    expect(text).toContain(
      'HorizontalPodAutoscaler: autoscaling/v2 → to autoscaling/v1. This step was sent the object as autoscaling/v1',
    );
    expect(text).toContain(
      'The object back in autoscaling/v2 kind: HorizontalPodAutoscaler apiVersion: autoscaling/v2',
    );
  });

  it('shows the nested request and each of its steps (32: NamespaceAutoProvision)', () => {
    const text = why('32-namespace-auto-provision-nested.yaml', (e) => e.nested !== undefined);
    expect(text).toContain('A request of its own: CREATE namespaces/team-a');
    expect(text).toContain('as system:apiserver (system:authenticated, system:masters)');
    expect(text).toContain('Its webhook calls: ns-labels.example.com');
    expect(text).toMatch(/Its steps \(7, numbered on their own\)/);
    expect(text).toContain('ns-labels.example.com (round 0): patched — patched the object');
    expect(text).toContain('The Namespace it stored');
  });

  it('says why the request never reached admission (40: a caBundle placeholder)', () => {
    const text = why('40-cabundle-placeholder.yaml', (e) => e.refusal !== undefined);
    expect(text).toMatch(
      /^Refused before admission The body does not decode into its type: 400 before any admission plugin runs\. Status 400 BadRequest/,
    );
  });

  it("shows a webhook's answer that was no AdmissionReview, in Why and in Review", () => {
    const entry: TraceEntry = {
      phase: 'validating',
      plugin: 'ValidatingAdmissionWebhook',
      webhook: 'v.example.com',
      outcome: 'failed',
      reason: 'failed calling webhook',
      request: { kind: 'AdmissionReview' },
      answer: {
        statusCode: 502,
        contentType: 'text/html',
        body: '<h1>Bad Gateway</h1>',
        readAs: 'body',
      },
    };
    const props = {
      steps: [],
      onSelect: () => undefined,
      hovered: undefined,
      onHover: () => undefined,
    };
    expect(textOf(renderToStaticMarkup(<WhyPanel entry={entry} {...props} />))).toContain(
      'The webhook did not answer with an AdmissionReview: HTTP 502, text/html: read as an opaque body',
    );
    const review = textOf(renderToStaticMarkup(<ReviewPanel entry={entry} />));
    expect(review).toContain('AdmissionReview sent');
    expect(review).toContain("The webhook's answer was not an AdmissionReview");
    expect(review).toContain('<h1>Bad Gateway</h1>');
  });
});

describe('the answer when kubectl refuses it itself (41: a v1beta1 webhook configuration)', () => {
  it("says kubectl sent nothing, shows kubectl's words and the server's plain-text answer", () => {
    const result = runForTest('41-v1beta1-webhook-configuration.yaml');
    const text = textOf(
      renderToStaticMarkup(
        <AnswerDetail
          result={result}
          kubectl={result.kubectl ?? ''}
          position={1}
          decidedBy={undefined}
        />,
      ),
    );
    expect(text).toContain('kubectl refuses it itself kubectl sends nothing');
    expect(text).toContain(
      'error: resource mapping not found for name: "istio-sidecar-injector" namespace: "" from "STDIN"',
    );
    expect(text).toContain(
      "The API server's answer was not a metav1.Status HTTP 404, text/plain; charset=utf-8",
    );
    expect(text).toContain('404 page not found');
  });

  it('says "What kubectl prints" when the server answered', () => {
    const result = runForTest();
    const html = renderToStaticMarkup(
      <AnswerDetail
        result={result}
        kubectl="Error from server"
        position={22}
        decidedBy={undefined}
      />,
    );
    expect(textOf(html)).toContain('What kubectl prints Error from server');
    expect(html).not.toContain('refuses it itself');
  });
});
