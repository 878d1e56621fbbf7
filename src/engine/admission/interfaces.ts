// The chain's view of an admission plugin (k8s.io/apiserver pkg/admission/interfaces.go): a plugin
// mutates when it implements Admit (MutationInterface), validates when it implements Validate
// (ValidationInterface). The webhook and policy dispatchers and every in-process plugin take this shape.

import type { Status } from '../apimachinery/status.ts';
import type { Attributes } from './attributes.ts';
import type { ChainContext } from './context.ts';
import type { ReinvocationContext } from './reinvocation.ts';

/** One plugin of the chain, in the order kube-apiserver runs it. */
export interface ChainPlugin {
  /** The plugin's registered name (MutatingAdmissionWebhook, NamespaceLifecycle ...). */
  readonly name: string;
  /** MutationInterface.Admit: runs in each pass of the mutating phase; returns the refusal, if any. */
  admit?(
    ctx: ChainContext,
    attr: Attributes,
    reinvocation: ReinvocationContext,
  ): Status | undefined;
  /** ValidationInterface.Validate: runs in the validating phase; returns the refusal, if any. */
  validate?(ctx: ChainContext, attr: Attributes): Status | undefined;
}
