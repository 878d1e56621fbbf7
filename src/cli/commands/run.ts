// `admission-playground run <file or link> [--output text|json|yaml|summary] [--live ...]`: replays
// one scenario, read from a file or from a share link (a whole URL, its `#v1.…` fragment, or
// `v1.…`). With --live every webhook call goes to the webhook's real server (live/callLive.ts);
// --record then writes the real answers back into the file (live/record.ts).

import { readFileSync, writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { renderKubectl, renderTrace, type AdmissionResult } from '../../engine/index.ts';
import { runWithGroups } from '../runWithGroups.ts';
import { exitCode, type Output } from '../io.ts';
import { LIVE_USAGE, liveOptions, noLiveFlags, takeLiveFlag } from '../live/liveFlags.ts';
import { formatError, isLinkArgument, loadScenario } from '../load.ts';
import { nodeScriptSandbox } from '../script/nodeSandbox.ts';
import { runVersions, takeVersionsFlag, VERSIONS_USAGE } from './runVersions.ts';

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
export function formatResult(
  r: AdmissionResult,
  format: OutputFormat,
  locate?: (pointer: string) => string | undefined,
): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(r, null, 2)}\n`;
    case 'yaml':
      return stringify(r, { aliasDuplicateObjects: false });
    case 'summary':
      return stringify(summarize(r), { aliasDuplicateObjects: false });
    case 'text':
      return `${renderKubectl(r)}\n\nSteps:\n${renderTrace(r, locate)}\n`;
  }
}

export const RUN_USAGE = `usage: admission-playground run <file or link> [--output text|json|yaml|summary] ${VERSIONS_USAGE} ${LIVE_USAGE}\n`;

/** Runs the `run` command. */
export async function run(args: string[], out: Output): Promise<number> {
  let format: OutputFormat = 'text';
  const files: string[] = [];
  const flags = noLiveFlags();
  let versions: Parameters<typeof runVersions>[1] | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const taken = takeVersionsFlag(args, i);
    if (taken !== undefined) {
      if ('error' in taken) {
        out.stderr(`${taken.error}\n${RUN_USAGE}`);
        return exitCode.invalidInput;
      }
      ({ versions } = taken);
      i = taken.next - 1;
      continue;
    }
    const live = takeLiveFlag(args, i, flags);
    if (live !== undefined) {
      if ('error' in live) {
        out.stderr(`${live.error}\n${RUN_USAGE}`);
        return exitCode.invalidInput;
      }
      i = live.next - 1;
      continue;
    }
    const value = a.startsWith('--output=')
      ? a.slice('--output='.length)
      : a === '--output' || a === '-o'
        ? args[++i]
        : undefined;
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
    out.stderr(RUN_USAGE);
    return exitCode.invalidInput;
  }
  const live = liveOptions(flags);
  if (!live.ok) {
    out.stderr(`${live.error}\n${RUN_USAGE}`);
    return exitCode.invalidInput;
  }
  // --record writes into the file it read: a link or standard input has none.
  if (flags.record && (file === '-' || isLinkArgument(file))) {
    out.stderr(
      `--record writes the answers back into the scenario file: give a file, not ${file === '-' ? 'standard input' : 'a link'}\n`,
    );
    return exitCode.invalidInput;
  }
  const loaded = loadScenario(file);
  if (!loaded.ok) {
    out.stderr(`${loaded.lines.join('\n')}\n`);
    return exitCode.invalidInput;
  }
  if (versions !== undefined) {
    if (flags.live) {
      out.stderr(`--versions runs the simulated webhooks only: leave out --live\n${RUN_USAGE}`);
      return exitCode.invalidInput;
    }
    return runVersions(loaded, versions, format, out);
  }
  // The live client (https, tls) and the recorder load only for --live and --record.
  const record = flags.record ? await import('../live/record.ts') : undefined;
  const recording = record?.recorder();
  const liveCalls =
    live.options === undefined
      ? undefined
      : (await import('../live/callLive.ts')).callLive(live.options);
  const result = await runWithGroups(loaded.parsed.scenario, {
    runScript: nodeScriptSandbox(),
    ...(liveCalls !== undefined && { callLive: liveCalls }),
    ...(recording !== undefined && { onAnswer: recording.onAnswer }),
  });
  if (!result.ok) {
    out.stderr(
      `${result.error.map((e) => formatError(loaded.name, e, loaded.parsed.spans)).join('\n')}\n`,
    );
    return exitCode.invalidInput;
  }
  const { spans } = loaded.parsed;
  const locate = (pointer: string): string | undefined => {
    const span = spans.spanOf(pointer);
    return span === undefined
      ? undefined
      : `${loaded.name}:${String(span.line)}:${String(span.column)}`;
  };
  out.stdout(formatResult(result.value, format, locate));
  if (record !== undefined && recording !== undefined) {
    const recorded = record.recordAnswers(readFileSync(file, 'utf8'), recording.calls);
    if (recorded.text === undefined) {
      out.stderr(`--record: ${file} is not a single YAML mapping; nothing written\n`);
      return exitCode.invalidInput;
    }
    writeFileSync(file, recorded.text);
    const n = recorded.webhooks.length;
    out.stderr(
      `recorded the answers of ${n} webhook${n === 1 ? '' : 's'} into ${file}${n > 0 ? `: ${recorded.webhooks.join(', ')}` : ''}\n`,
    );
    for (const note of recorded.notes) out.stderr(`note: ${note}\n`);
  }
  return exitCode.ok;
}
