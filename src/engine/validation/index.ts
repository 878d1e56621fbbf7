// Package validation mirrors k8s.io/kubernetes pkg/apis/admissionregistration/validation: what the API
// server refuses when the scenario's webhook configurations and policies are created.
//
// The validation package's public surface: create-time validation of webhook configurations and
// the field-error rendering it shares with other validators.

export type { FieldError, FieldErrorType } from '../apimachinery/field.ts';
export {
  aggregateString,
  duplicate,
  fieldErrorBody,
  fieldErrorString,
  forbidden,
  internalError,
  invalid,
  notSupported,
  required,
  tooMany,
} from '../apimachinery/field.ts';
export type { GoValue } from '../apimachinery/goValue.ts';
export { goInt, goInt32, goJson, goNamed, goSlice, goString } from '../apimachinery/goValue.ts';
export { newInvalid } from '../apimachinery/newInvalid.ts';
export {
  validateMutatingWebhookConfiguration,
  validateValidatingWebhookConfiguration,
  validateWebhookConfiguration,
} from './webhookConfiguration.ts';
