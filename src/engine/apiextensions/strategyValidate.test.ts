import { describe, expect, it } from 'vitest';
import { aggregateString } from '../apimachinery/field.ts';
import { validateAgainstSchema, validateStatusAgainstSchema } from './strategyValidate.ts';
import { structuralFrom } from './structural.ts';

const schema = structuralFrom({
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: { replicas: { type: 'integer', maximum: 5 } },
      'x-kubernetes-validations': [{ rule: 'self.replicas != 3', message: 'not three' }],
    },
    status: { type: 'object', properties: { phase: { type: 'string' } } },
  },
});

describe('validateAgainstSchema (customResourceStrategy.Validate)', () => {
  it('runs the rules when the schema errors do not block them', () => {
    const r = validateAgainstSchema(schema, { spec: { replicas: 3 } }, undefined, '1.32');
    expect(aggregateString(r.errors, '1.32')).toBe('spec: Invalid value: "object": not three');
  });

  it('adds the blocking error instead of the rules after a type error', () => {
    const r = validateAgainstSchema(schema, { spec: { replicas: 'x' } }, undefined, '1.32');
    expect(aggregateString(r.errors, '1.32')).toBe(
      '[spec.replicas: Invalid value: "string": spec.replicas in body must be of type integer: "string", <nil>: Invalid value: "null": some validation rules were not checked because the object was invalid; correct the existing errors to complete validation]',
    );
  });

  it('runs the rules after an error that does not block them (maximum)', () => {
    const r = validateAgainstSchema(schema, { spec: { replicas: 9 } }, undefined, '1.32');
    expect(r.errors.map((e) => e.field)).toEqual(['spec.replicas']);
  });
});

describe('validateStatusAgainstSchema (statusStrategy.ValidateUpdate)', () => {
  it('checks the status with kube-openapi names that lack "status."', () => {
    const r = validateStatusAgainstSchema(
      schema,
      { spec: { replicas: 1 }, status: { phase: 1 } },
      { spec: { replicas: 1 } },
      '1.32',
    );
    expect(aggregateString(r.errors, '1.32')).toBe(
      '[status.phase: Invalid value: "integer": phase in body must be of type string: "integer", <nil>: Invalid value: "null": some validation rules were not checked because the object was invalid; correct the existing errors to complete validation]',
    );
  });

  it('does not check the spec against the schema, only the rules over the whole object', () => {
    const r = validateStatusAgainstSchema(
      schema,
      { spec: { replicas: 9 }, status: {} },
      { spec: { replicas: 9 } },
      '1.32',
    );
    expect(r.errors).toEqual([]);
  });
});
