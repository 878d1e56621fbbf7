// The `run` flags of live mode: --live, --service <namespace>/<name>=<host:port> (repeatable),
// --insecure, --client-cert <file>, --client-key <file>, --record. Every one but --live needs it.

import { readFileSync } from 'node:fs';
import type { LiveOptions } from './callLive.ts';
import { parseServiceMapping } from './target.ts';

/** The live flags as given. */
export interface LiveFlags {
  live: boolean;
  services: string[];
  insecure: boolean;
  clientCert?: string;
  clientKey?: string;
  record: boolean;
}

export const noLiveFlags = (): LiveFlags => ({
  live: false,
  services: [],
  insecure: false,
  record: false,
});

export const LIVE_USAGE =
  '[--live [--service <namespace>/<name>=<host:port>]... [--insecure] [--client-cert <file> --client-key <file>] [--record]]';

const VALUED = ['--service', '--client-cert', '--client-key'] as const;

/**
 * Reads the live flag at args[i] into `flags`: the index of the next argument, an error, or
 * undefined when args[i] is no live flag.
 */
export function takeLiveFlag(
  args: string[],
  i: number,
  flags: LiveFlags,
): { next: number } | { error: string } | undefined {
  const a = args[i] ?? '';
  if (a === '--live' || a === '--insecure' || a === '--record') {
    if (a === '--live') flags.live = true;
    else if (a === '--insecure') flags.insecure = true;
    else flags.record = true;
    return { next: i + 1 };
  }
  const name = VALUED.find((f) => a === f || a.startsWith(`${f}=`));
  if (name === undefined) return undefined;
  const value = a === name ? args[i + 1] : a.slice(name.length + 1);
  if (value === undefined || value === '') return { error: `${name} needs a value` };
  if (name === '--service') flags.services.push(value);
  else if (name === '--client-cert') flags.clientCert = value;
  else flags.clientKey = value;
  return { next: a === name ? i + 2 : i + 1 };
}

/** Checks the flags together and reads the files they name: the live options, or why not. */
export function liveOptions(
  flags: LiveFlags,
): { ok: true; options: LiveOptions | undefined } | { ok: false; error: string } {
  const needing = [
    ...(flags.services.length > 0 ? ['--service'] : []),
    ...(flags.insecure ? ['--insecure'] : []),
    ...(flags.clientCert !== undefined ? ['--client-cert'] : []),
    ...(flags.clientKey !== undefined ? ['--client-key'] : []),
    ...(flags.record ? ['--record'] : []),
  ];
  if (!flags.live)
    return needing.length === 0
      ? { ok: true, options: undefined }
      : {
          ok: false,
          error: `${needing.join(', ')} only make${needing.length === 1 ? 's' : ''} sense with --live`,
        };
  if ((flags.clientCert === undefined) !== (flags.clientKey === undefined))
    return { ok: false, error: '--client-cert and --client-key go together' };
  const services = new Map<string, { host: string; port: number }>();
  for (const s of flags.services) {
    const mapping = parseServiceMapping(s);
    if (mapping === undefined)
      return { ok: false, error: `--service ${s}: expected <namespace>/<name>=<host:port>` };
    services.set(mapping.key, { host: mapping.host, port: mapping.port });
  }
  const options: LiveOptions = { services, insecure: flags.insecure };
  for (const [flag, path, key] of [
    ['--client-cert', flags.clientCert, 'clientCert'],
    ['--client-key', flags.clientKey, 'clientKey'],
  ] as const) {
    if (path === undefined) continue;
    try {
      options[key] = readFileSync(path);
    } catch (e) {
      return { ok: false, error: `${flag} ${path}: cannot read: ${(e as Error).message}` };
    }
  }
  return { ok: true, options };
}
