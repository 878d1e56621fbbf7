// Where the project's tests find ../shared (the conformance recordings, the OpenAPI documents, the
// Pod Security fixtures): beside the checkout, in development and in CI alike. The tests measure the
// engine against that data, so a missing folder fails them loudly instead of letting them pass by
// skipping (issue 14: tests that cannot pass by accident).

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The checkout's root folder. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The folder beside the checkout that holds the reference data. */
export const sharedRoot = resolve(repoRoot, '..', 'shared');

/** The folders of ../shared the tests read, by what they hold. */
export const sharedFolders = {
  conformance: join(sharedRoot, 'conformance'),
  recorded: join(sharedRoot, 'conformance', 'recorded'),
  openapi132: join(sharedRoot, 'k8s', 'openapi-v1.32'),
  openapi135: join(sharedRoot, 'k8s', 'openapi-v1.35'),
  openapi136: join(sharedRoot, 'k8s', 'openapi-v1.36'),
  podSecurity: join(sharedRoot, 'k8s', 'pod-security'),
  podSecurity137: join(sharedRoot, 'k8s', 'pod-security-1.37'),
} as const;

/** Returns the path of a folder of ../shared, or throws saying which one is missing and why it matters. */
export function sharedFolder(name: keyof typeof sharedFolders): string {
  const path = sharedFolders[name];
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: the tests compare the engine with the reference data in ../shared beside the checkout (clone or copy it there)`,
    );
  }
  return path;
}
