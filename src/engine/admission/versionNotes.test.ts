import { describe, expect, it } from 'vitest';
import type { TraceEntry } from './trace.ts';
import { versionNotes } from './versionNotes.ts';

const step = (plugin: string, extra: Partial<TraceEntry> = {}): TraceEntry => ({
  phase: 'validating',
  plugin,
  outcome: 'allowed',
  reason: '',
  ...extra,
});

const audited = step('ValidatingAdmissionPolicy', {
  auditAnnotations: { 'validation.policy.admission.k8s.io/validation_failure': '[]' },
});

describe('versionNotes', () => {
  it('says nothing at 1.32, the reference', () => {
    expect(versionNotes('1.32', [step('fieldValidation'), audited])).toEqual([]);
  });

  it('names the step each note concerns', () => {
    const notes = versionNotes('1.33', [step('NamespaceLifecycle'), step('fieldValidation')]);
    expect(notes.map((n) => [n.feature, n.step])).toEqual([['field validation', 1]]);
    expect(notes[0]?.detail).toMatch(/^1\.33: the validators are 1\.32's/);
    expect(notes[0]?.detail).toMatch(/ValidatePodResize \(pods\/resize: 1\.33's\)/);
    expect(notes[0]?.detail).not.toMatch(/nor the field validation of pods\/resize/);
  });

  it('says per version which validation changes are modelled', () => {
    const detail = (v: '1.34' | '1.35' | '1.36' | '1.37') =>
      versionNotes(v, [step('fieldValidation')])[0]?.detail ?? '';
    expect(detail('1.35')).toMatch(/non-standard-IP warnings on Services/);
    expect(detail('1.36')).toMatch(/StrictIPCIDRValidation \(pod DNS nameservers/);
    expect(detail('1.36')).toMatch(/Service names, Ingress backends/);
    expect(detail('1.36')).toMatch(/externalIPs and loadBalancerSourceRanges/);
    expect(detail('1.36')).toMatch(
      /load-balancer status IPs, Node podCIDRs, Endpoints and EndpointSlice/,
    );
    expect(detail('1.34')).toMatch(
      /ValidatePodResize \(pods\/resize: 1\.33's, less the memory-limit rule/,
    );
    expect(detail('1.34')).toMatch(/env fileKeyRef, container restartPolicy/);
    expect(detail('1.34')).toMatch(/user-namespace rules of 1\.34 \(volumeDevices\), the checks/);
    expect(detail('1.35')).toMatch(/ValidatePodResize \(pods\/resize: from master\)/);
    expect(detail('1.36')).toMatch(
      /not modelled: the field validation of the other pod fields later versions add \(podCertificate/,
    );
    expect(detail('1.36')).not.toMatch(/not modelled: .*pod-level spec\.resources/);
    expect(detail('1.36')).not.toMatch(/not modelled: the field validation of pods\/resize/);
    expect(detail('1.36')).not.toMatch(/declarative/);
    expect(detail('1.37')).toMatch(
      /beta declarative validation of EndpointSlices, RBAC roles and bindings, HorizontalPodAutoscalers/,
    );
    expect(detail('1.37')).toMatch(
      /not modelled: the beta declarative validation of CertificateSigningRequest conditions and the resource.k8s.io kinds/,
    );
    expect(detail('1.36')).not.toMatch(/CAP_SYS_ADMIN/);
    expect(detail('1.37')).toMatch(/CAP_SYS_ADMIN allowed on update/);
    expect(detail('1.37')).toMatch(/image volume reference required in pod templates/);
    expect(detail('1.37')).not.toMatch(/not modelled: .*image/);
  });

  it("has no CEL wording note: each version's cel-go texts are modelled", () => {
    const cel = step('ValidatingAdmissionPolicy', {
      evaluations: [{ role: 'validation', index: 0, expression: 'x', error: 'no such key' }],
    });
    expect(versionNotes('1.37', [cel])).toEqual([]);
  });

  it('has no quantity add/sub note: its ≤1.36 aliasing is modelled', () => {
    const add = step('ValidatingAdmissionPolicy', {
      evaluations: [
        { role: 'validation', index: 0, expression: "quantity('1').add(1) > quantity('1')" },
      ],
    });
    for (const v of ['1.32', '1.36', '1.37'] as const) expect(versionNotes(v, [add])).toEqual([]);
  });
});
