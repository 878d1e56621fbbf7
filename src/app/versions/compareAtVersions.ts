// Runs one scenario at several Kubernetes versions, one after another in an engine client of its
// own (the page's client answers only the latest text, so the versions cannot share it), and hands
// back every version's answer once the last has come.

import type { KubernetesVersion, VersionAnswer } from '../../engine/index.ts';
import type { EngineClient } from '../evaluation/engineClient.ts';
import type { Evaluated } from '../evaluation/evaluation.ts';
import { setKubernetesVersion } from './setKubernetesVersion.ts';

/** One version's answer. */
export interface VersionRun {
  version: KubernetesVersion;
  answer: VersionAnswer;
}

/** Makes an engine client that tells `answer` each answer (browserEngine in the page). */
export type ClientFactory = (answer: (evaluated: Evaluated) => void) => EngineClient;

// The answer as the comparison reads it; pending answers are not final.
function toAnswer(evaluated: Evaluated): VersionAnswer | undefined {
  const e = evaluated.evaluation;
  switch (e.kind) {
    case 'result':
      return { kind: 'result', result: e.result };
    case 'invalid':
      return { kind: 'invalid', message: e.problems[0]?.message ?? 'the scenario is invalid' };
    case 'bug':
    case 'stopped':
      return { kind: 'failed', message: e.message };
    case 'pending':
      return undefined;
  }
}

/**
 * Evaluates `source` at each version in turn and calls `done` with the answers in the order asked.
 * Returns a function that stops the comparison (no `done` after it).
 */
export function compareAtVersions(
  makeClient: ClientFactory,
  source: string,
  versions: readonly KubernetesVersion[],
  done: (runs: VersionRun[]) => void,
): () => void {
  const texts = versions.map((version) => ({
    version,
    text: setKubernetesVersion(source, version),
  }));
  const runs: VersionRun[] = [];
  let stopped = false;
  const next = () => {
    while (runs.length < texts.length) {
      const wanted = texts[runs.length];
      if (wanted === undefined) break;
      if (wanted.text !== undefined) return client.evaluate(wanted.text);
      runs.push({
        version: wanted.version,
        answer: { kind: 'invalid', message: 'the scenario is not a YAML map' },
      });
    }
    client.dispose();
    stopped = true;
    done(runs);
  };
  const client = makeClient((evaluated) => {
    const wanted = texts[runs.length];
    if (stopped || wanted === undefined || evaluated.source !== wanted.text) return;
    const answer = toAnswer(evaluated);
    if (answer === undefined) return;
    runs.push({ version: wanted.version, answer });
    next();
  });
  next();
  return () => {
    if (stopped) return;
    stopped = true;
    client.dispose();
  };
}
