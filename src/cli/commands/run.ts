// `admission-playground run <file or link> [--output text|json|yaml|summary]`: replays one scenario,
// read from a file or from a share link (a whole URL, its `#v1.…` fragment, or `v1.…`).

import { stringify } from 'yaml';
import { deterministicEnvironment, renderKubectl, renderTrace, runScenario, type AdmissionResult } from '../../engine/index.ts';
import { exitCode, type Output } from '../io.ts';
import { formatError, loadScenario } from '../load.ts';

const outputs = ['text', 'json', 'yaml', 'summary'] as const;
type OutputFormat = (typeof outputs)[number];

/** The result without its trace: verdict, status, warnings, calls. */
export function summarize(r: AdmissionResult): Record<string, unknown> {
  const summary: Record<string, unknown> = { allowed: r.allowed };
  if (r.status !== undefined) summary['status'] = r.status;
  if (r.setupError) summary['setupError'] = true;
  summary['warnings'] = r.warnings;
  summary['calls'] = r.calls;
  summary['auditAnnotations'] = r.auditAnnotations;
  if (r.notSimulated.length > 0) summary['notSimulated'] = r.notSimulated;
  return summary;
}

/** Renders a result in one of the output formats. */
export function formatResult(r: AdmissionResult, format: OutputFormat): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(r, null, 2)}\n`;
    case 'yaml':
      return stringify(r, { aliasDuplicateObjects: false });
    case 'summary':
      return stringify(summarize(r), { aliasDuplicateObjects: false });
    case 'text':
      return `${renderKubectl(r)}\n\nSteps:\n${renderTrace(r)}\n`;
  }
}

/** Runs the `run` command. */
export function run(args: string[], out: Output): number {
  let format: OutputFormat = 'text';
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const value = a.startsWith('--output=') ? a.slice('--output='.length) : a === '--output' || a === '-o' ? args[++i] : undefined;
    if (value !== undefined) {
      if (!(outputs as readonly string[]).includes(value)) {
        out.stderr(`unknown output format "${value}": use one of ${outputs.join(', ')}\n`);
        return exitCode.invalidInput;
      }
      format = value as OutputFormat;
    } else if (a.startsWith('-') && a !== '-') {
      out.stderr(`unknown flag "${a}"\n`);
      return exitCode.invalidInput;
    } else files.push(a);
  }
  const file = files[0];
  if (file === undefined || files.length > 1) {
    out.stderr('usage: admission-playground run <file or link> [--output text|json|yaml|summary]\n');
    return exitCode.invalidInput;
  }
  const loaded = loadScenario(file);
  if (!loaded.ok) {
    out.stderr(`${loaded.lines.join('\n')}\n`);
    return exitCode.invalidInput;
  }
  const result = runScenario(loaded.parsed.scenario, deterministicEnvironment());
  if (!result.ok) {
    out.stderr(`${result.error.map((e) => formatError(loaded.name, e, loaded.parsed.spans)).join('\n')}\n`);
    return exitCode.invalidInput;
  }
  out.stdout(formatResult(result.value, format));
  return exitCode.ok;
}
