// `run --live --record`: writes what the real webhooks answered back into the scenario's
// `webhooks:` section as static answers, so the case replays anywhere without the cluster. A
// response becomes `response:` (`responses:` for a reinvoked webhook) without its uid, a JSON
// patch as its list of operations, the measured time as `latencyMs`; a failure becomes the `fail:`
// mode that matches it. The rest of the file is kept byte for byte (editWebhooks.ts).

import {
  fromHttp,
  type ExternalAnswer,
  type ExternalCall,
  type HttpOutcome,
  type JsonObject,
  type JsonValue,
  type LiveCall,
} from '../../engine/index.ts';
import { setWebhookEntries, webhookKeys } from './editWebhooks.ts';

/** One answered live call, in call order. */
export interface RecordedCall {
  call: LiveCall;
  outcome: HttpOutcome;
}

/** Collects the live answers of a run through the driver's onAnswer hook. */
export function recorder(): {
  calls: RecordedCall[];
  onAnswer: (call: ExternalCall, answer: ExternalAnswer) => void;
} {
  const calls: RecordedCall[] = [];
  return {
    calls,
    onAnswer: (call, answer) =>
      void (
        call.kind === 'live' &&
        answer.kind === 'live' &&
        calls.push({ call, outcome: answer.outcome })
      ),
  };
}

type FailMode =
  | 'connection-refused'
  | 'timeout'
  | 'tls'
  | 'http-500'
  | 'bad-json'
  | 'wrong-uid'
  | 'wrong-version'
  | 'missing-patch-type';

// What the simulated server answers for each failure mode (simulated/server.ts): a recording whose
// live text differs is noted, since the replay words it this way.
const REPLAYED: Partial<Record<FailMode, RegExp>> = {
  'connection-refused': /: connect: connection refused$/,
  tls: /: tls: failed to verify certificate: x509: certificate signed by unknown authority$/,
  'http-500':
    /^an error on the server \("simulated webhook failure \(http-500\)"\) has prevented the request from succeeding$/,
  'bad-json': /^couldn't get version\/kind; json parse error: unexpected end of JSON input$/,
};

/** One call as a static answer: a response, a failure mode, or both (modes that break a response). */
interface Recorded {
  response?: JsonObject;
  fail?: FailMode;
  latencyMs: number;
  /** The live failure's text, when the replay may word it otherwise. */
  liveError?: string;
}

const isObject = (v: JsonValue | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// The scenario's form of a response: no uid (filled in on replay), a JSON patch as operations.
function staticResponse(wire: JsonObject): JsonObject {
  const out: JsonObject = { ...wire };
  delete out['uid'];
  const patch = out['patch'];
  if (typeof patch === 'string' && out['patchType'] === 'JSONPatch') {
    try {
      const ops = JSON.parse(Buffer.from(patch, 'base64').toString('utf8')) as JsonValue;
      if (Array.isArray(ops)) {
        out['patch'] = ops;
        delete out['patchType'];
      }
    } catch {
      // Not JSON: keep the base64 text the webhook sent.
    }
  }
  return out;
}

function transportMode(error: string): FailMode {
  return /(^|: )(tls|x509): |remote error: tls|HTTPS client/.test(error)
    ? 'tls'
    : 'connection-refused';
}

/** What a call becomes in the scenario. */
export function recordCall({ call, outcome }: RecordedCall): Recorded {
  const answer = fromHttp(outcome, call);
  if (answer.kind === 'hang') return { fail: 'timeout', latencyMs: 0 };
  if (answer.kind === 'error' || answer.kind === 'not-supported') {
    const error = answer.kind === 'error' ? answer.error : answer.message;
    const latencyMs = answer.kind === 'error' ? answer.latencyMs : 0;
    const fail: FailMode =
      outcome.kind === 'transport'
        ? transportMode(outcome.error)
        : outcome.kind === 'response' && (outcome.statusCode < 200 || outcome.statusCode > 206)
          ? 'http-500'
          : 'bad-json';
    return { fail, latencyMs, liveError: error };
  }
  const wire = answer.body['response'];
  if (!isObject(wire))
    return {
      fail: 'bad-json',
      latencyMs: answer.latencyMs,
      liveError: 'the webhook answered without a response',
    };
  const uid = (call.review['request'] as JsonObject | undefined)?.['uid'];
  const response = staticResponse(wire);
  // The simulator breaks a response its own way (uid `wrong-<uid>`, the other review version).
  if (wire['uid'] !== uid)
    return {
      response,
      fail: 'wrong-uid',
      latencyMs: answer.latencyMs,
      liveError: `the response's uid was ${JSON.stringify(wire['uid'] ?? null)}`,
    };
  if (answer.body['apiVersion'] !== call.review['apiVersion']) {
    return {
      response,
      fail: 'wrong-version',
      latencyMs: answer.latencyMs,
      liveError: `the review's apiVersion was ${JSON.stringify(answer.body['apiVersion'] ?? null)}`,
    };
  }
  const missingType = 'patch' in wire && !('patchType' in wire);
  return {
    response,
    latencyMs: answer.latencyMs,
    ...(missingType && { fail: 'missing-patch-type' as const }),
  };
}

/** The `webhooks:` entry for one webhook's calls, and what the replay will say differently. */
function entryFor(name: string, recorded: Recorded[]): { entry: JsonObject; notes: string[] } {
  const notes: string[] = [];
  const first = recorded[0] as Recorded;
  // A timeout takes the whole timeoutSeconds whatever latencyMs says.
  const entry: JsonObject = first.fail === 'timeout' ? {} : { latencyMs: first.latencyMs };
  if (first.fail !== undefined) entry['fail'] = first.fail;
  const responses = recorded.flatMap((r) => (r.response === undefined ? [] : [r.response]));
  if (responses.length === 1 && recorded.length === 1)
    entry['response'] = responses[0] as JsonObject;
  else if (responses.length > 0) entry['responses'] = responses;
  if (recorded.some((r) => r.fail !== first.fail))
    notes.push(
      `webhook "${name}": its calls failed differently; recorded as its first call (${first.fail ?? 'answered'})`,
    );
  const pattern = first.fail === undefined ? undefined : REPLAYED[first.fail];
  if (first.liveError !== undefined && (pattern === undefined || !pattern.test(first.liveError))) {
    notes.push(
      `webhook "${name}": recorded as fail: ${first.fail ?? ''}; live it said: ${first.liveError}`,
    );
  }
  return { entry, notes };
}

/** The entry key: the one the scenario already uses, else the name, else `<configuration>/<name>` where names repeat. */
function keyFor(existing: Set<string>, call: LiveCall, shared: Set<string>): string {
  const qualified = `${call.configuration}/${call.webhook}`;
  if (existing.has(qualified)) return qualified;
  return shared.has(call.webhook) ? qualified : call.webhook;
}

/** What recording makes of a scenario's text: the new text (undefined when it is no single YAML mapping), the entries set, notes. */
export function recordAnswers(
  text: string,
  calls: RecordedCall[],
): { text: string | undefined; notes: string[]; webhooks: string[] } {
  const existing = webhookKeys(text);
  const configurations = new Map<string, Set<string>>();
  for (const { call } of calls)
    configurations.set(
      call.webhook,
      (configurations.get(call.webhook) ?? new Set()).add(call.configuration),
    );
  const shared = new Set([...configurations].filter(([, c]) => c.size > 1).map(([name]) => name));
  const byKey = new Map<string, RecordedCall[]>();
  for (const c of calls) {
    const key = keyFor(existing, c.call, shared);
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  const notes: string[] = [];
  const entries = new Map<string, JsonObject>();
  for (const [key, group] of byKey) {
    const { entry, notes: more } = entryFor(key, group.map(recordCall));
    notes.push(...more);
    entries.set(key, entry);
  }
  return { text: setWebhookEntries(text, entries), notes, webhooks: [...entries.keys()] };
}
