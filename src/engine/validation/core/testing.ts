// A valid, defaulted Pod for validator tests, and a runner that returns the errors as the Status
// message lists them.

import type { JsonObject } from '../../apimachinery/types.ts';
import { fieldErrorString, type FieldError } from '../../apimachinery/field.ts';
import { podValidationOptions, type PodValidationOptions } from './options.ts';

/** A Pod as the API server holds it after defaulting: valid as it stands. */
export function validPod(): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'web', namespace: 'default' },
    spec: {
      containers: [
        {
          name: 'app',
          image: 'nginx:1.27',
          imagePullPolicy: 'IfNotPresent',
          terminationMessagePath: '/dev/termination-log',
          terminationMessagePolicy: 'File',
          resources: {},
        },
      ],
      restartPolicy: 'Always',
      terminationGracePeriodSeconds: 30,
      dnsPolicy: 'ClusterFirst',
      securityContext: {},
      schedulerName: 'default-scheduler',
    },
  };
}

/** Options of a 1.32 Pod validation; notSimulated texts go to `notes`. */
export function podOptions(notes: string[] = [], resourceIsPod = true): PodValidationOptions {
  return podValidationOptions('1.32', resourceIsPod, {}, (d) => notes.push(d));
}

/** Renders errors as field.Error.Error() does in 1.32. */
export const messages = (errs: readonly FieldError[]): string[] =>
  errs.map((e) => fieldErrorString(e, '1.32'));
