// Every provider the problems strip asks, in the order their findings are listed within a group.
// Add a provider here (providers.ts says how to write one).

import { inputErrors } from './inputErrors.ts';
import { missingObjects } from './missingObjects.ts';
import { namespaceMismatch } from './namespaceMismatch.ts';
import { unansweredAnswers } from './unansweredAnswers.ts';
import { unknownResources } from './unknownResources.ts';
import type { ProblemProvider } from './providers.ts';
import { reviewProvider } from '../review/reviewProvider.ts';

/** The strip's providers. */
export const problemProviders: readonly ProblemProvider[] = [
  inputErrors,
  namespaceMismatch,
  missingObjects,
  unansweredAnswers,
  unknownResources,
  reviewProvider,
];
