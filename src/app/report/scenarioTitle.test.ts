import { describe, expect, it } from 'vitest';
import { sampleScenario } from '../sampleScenario.ts';
import { rememberExample, titleFor } from './scenarioTitle.ts';

const example = `kind: AdmissionScenario
title: Opened from the gallery
request:
  object: { kind: ConfigMap, metadata: { name: a } }
cluster:
  objects:
    - { apiVersion: admissionregistration.k8s.io/v1, kind: ValidatingWebhookConfiguration, metadata: { name: v } }
`;
const sampleTitle = 'A mutating webhook adds a label, a validating webhook denies';

describe('titleFor', () => {
  it.each([undefined, '', '  '])('calls a scenario with no title %j "Untitled"', (own) => {
    expect(titleFor(own, 'kind: AdmissionScenario\n')).toBe('Untitled');
  });

  it('keeps a title of the person’s own', () => {
    expect(titleFor('My bug', 'kind: AdmissionScenario\n')).toBe('My bug');
  });

  it('keeps the sample’s title while its object or configurations are still there', () => {
    expect(titleFor(sampleTitle, sampleScenario.replace('name: web', 'name: other'))).toBe(
      sampleTitle,
    );
  });

  it('calls work that replaced both the sample’s object and configurations "Untitled"', () => {
    const own = `title: ${sampleTitle}\nrequest:\n  object: { kind: Pod }\n`;
    expect(titleFor(sampleTitle, own)).toBe('Untitled');
  });

  it('knows a gallery example only once it was opened', () => {
    const replaced = example.replace('name: a', 'name: b').replace('name: v', 'name: w');
    expect(titleFor('Opened from the gallery', replaced)).toBe('Opened from the gallery');
    rememberExample(example);
    expect(titleFor('Opened from the gallery', replaced)).toBe('Untitled');
    expect(titleFor('Opened from the gallery', example)).toBe('Opened from the gallery');
  });
});
