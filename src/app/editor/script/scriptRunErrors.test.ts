import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../../engine/index.ts';
import { findScriptFields } from './scriptFields.ts';
import { scriptRunErrors } from './scriptRunErrors.ts';

const SCRIPT = [
  'export default function admit(review) {',
  '  const labels = review.request.object.metadata.labels;',
  '  return { allowed: labels.team === "a" };',
  '}',
];
const indent = (lines: string[], by: string) => lines.map((l) => by + l).join('\n');

const source = `name: s
webhooks:
  deny.example.com:
    script: |
${indent(SCRIPT, '      ')}
  other/deny.example.com:
    response: { allowed: true }
`;

/** A validating webhook's step whose script threw at line 3, column 28 (`labels.team`). */
const threw = (webhook = 'deny.example.com', configuration = 'deny'): TraceEntry => ({
  phase: 'validating',
  plugin: 'ValidatingAdmissionWebhook',
  configuration,
  webhook,
  outcome: 'failed',
  reason: '',
  script: {
    outcome: 'threw',
    logs: [],
    seed: 1,
    error: "TypeError: Cannot read properties of undefined (reading 'team')",
    at: { line: 3, column: 28 },
  },
});

/** Each problem's editor line, the text it marks and its message. */
const placed = (text: string, problems: ReturnType<typeof scriptRunErrors>) =>
  problems.map((p) => ({
    line: text.slice(0, p.start).split('\n').length,
    marked: text.slice(p.start, p.end),
    message: p.message,
  }));

const expected = {
  marked: 'team',
  message: `TypeError: Cannot read properties of undefined (reading 'team') (thrown when webhook "deny.example.com" was called)`,
};

describe('scriptRunErrors', () => {
  it('marks where the script threw in the whole-scenario editor', () => {
    const fields = findScriptFields(source, 'scenario');
    expect(placed(source, scriptRunErrors(fields, source, [threw()]))).toEqual([
      { line: 7, ...expected },
    ]);
  });

  it('marks it in the webhook servers editor too, at that text’s own line', () => {
    const section = `deny.example.com:\n  script: |\n${indent(SCRIPT, '    ')}\n`;
    const fields = findScriptFields(section, 'webhooks');
    expect(placed(section, scriptRunErrors(fields, source, [threw()]))).toEqual([
      { line: 5, ...expected },
    ]);
  });

  it('prefers the `<configuration>/<webhook>` key, as the engine looks the behaviour up', () => {
    const both = `webhooks:\n  deny.example.com:\n    script: |\n      throw new Error("plain");\n  cfg/deny.example.com:\n    script: |\n${indent(SCRIPT, '      ')}\n`;
    const fields = findScriptFields(both, 'scenario');
    expect(placed(both, scriptRunErrors(fields, both, [threw('deny.example.com', 'cfg')]))).toEqual(
      [{ line: 9, ...expected }],
    );
  });

  it('marks a script only when its text is the one that ran', () => {
    const edited = source.replace('const labels', '// a new line\n      const labels');
    expect(scriptRunErrors(findScriptFields(edited, 'scenario'), source, [threw()])).toEqual([]);
  });

  it('gives one warning for a webhook that threw at the same place twice (reinvocation)', () => {
    expect(
      scriptRunErrors(findScriptFields(source, 'scenario'), source, [threw(), threw()]),
    ).toHaveLength(1);
  });

  it('skips steps without a place: timeouts, other webhooks, scripts that returned', () => {
    const fields = findScriptFields(source, 'scenario');
    const timeout: TraceEntry = {
      ...threw(),
      script: { outcome: 'timeout', logs: [], seed: 1, error: 'it never answered' },
    };
    const returned: TraceEntry = { ...threw(), script: { outcome: 'returned', logs: [], seed: 1 } };
    const unknown = threw('nobody.example.com');
    const noScript: TraceEntry = {
      phase: 'validating',
      plugin: 'ValidatingAdmissionWebhook',
      webhook: 'deny.example.com',
      outcome: 'allowed',
      reason: '',
    };
    expect(scriptRunErrors(fields, source, [timeout, returned, unknown, noScript])).toEqual([]);
  });
});
