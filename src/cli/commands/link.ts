// `admission-playground link <file> [--base <url>] [--step <n>]`: prints the share link of a
// scenario file, so a bug report can carry the whole scenario in one URL.

import { loadShareCodec } from '../../engine/index.ts';
import { exitCode, type Output } from '../io.ts';
import { BASE_VARIABLE, DEFAULT_BASE } from './linkBase.ts';
import { formatError, readScenario } from '../load.ts';

// The codec is a chunk of its own for the browser; the command line simply waits for it once.
const { encodeShareLink } = await loadShareCodec();

const USAGE = 'usage: admission-playground link <file> [--base <url>] [--step <n>]\n';

/** Runs the `link` command. */
export function link(args: string[], out: Output, env: Record<string, string | undefined>): number {
  let base = env[BASE_VARIABLE] || DEFAULT_BASE;
  let step: number | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const [flag, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, undefined];
    if (flag === '--base' || flag === '--step') {
      const value = inline ?? args[++i];
      if (value === undefined) {
        out.stderr(`${flag} needs a value\n${USAGE}`);
        return exitCode.invalidInput;
      }
      if (flag === '--base') base = value;
      else if (/^(0|[1-9][0-9]{0,8})$/.test(value)) step = Number(value);
      else {
        out.stderr(`--step wants a whole number from 0 to 999999999, not "${value}"\n`);
        return exitCode.invalidInput;
      }
    } else if (a.startsWith('-') && a !== '-') {
      out.stderr(`unknown flag "${a}"\n${USAGE}`);
      return exitCode.invalidInput;
    } else files.push(a);
  }
  const file = files[0];
  if (file === undefined || files.length > 1) {
    out.stderr(USAGE);
    return exitCode.invalidInput;
  }
  const read = readScenario(file);
  if (!read.ok) {
    out.stderr(`${read.lines.join('\n')}\n`);
    return exitCode.invalidInput;
  }
  const encoded = encodeShareLink(read.text, step === undefined ? undefined : { step });
  if (!encoded.ok) {
    out.stderr(`${encoded.error.map((e) => formatError(read.name, e)).join('\n')}\n`);
    return exitCode.invalidInput;
  }
  // A base that carries a fragment of its own loses it: the link's fragment is the scenario.
  const hash = base.indexOf('#');
  out.stdout(`${hash < 0 ? base : base.slice(0, hash)}#${encoded.value}\n`);
  return exitCode.ok;
}
