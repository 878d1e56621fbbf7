// The command line: `admission-playground run|test|lint|link`.

// Each command is loaded when it is asked for, so a `run` does not parse lint's checks or the live
// client's TLS stack (the installed CLI starts in a small multiple of a bare `node`).
import { BASE_VARIABLE, DEFAULT_BASE } from './commands/linkBase.ts';
import { LIVE_USAGE } from './live/liveFlags.ts';
import { exitCode, type Output } from './io.ts';

const usage = `usage:
  admission-playground run <file or link> [--output text|json|yaml|summary]
      [--versions <v>,<v>... | <from>..<to>] ${LIVE_USAGE}
  admission-playground test [--skip-not-simulated] <files, folders or links>
  admission-playground lint [--explain] <files, folders or links>
  admission-playground link <file> [--base <url>] [--step <n>]

A link is a share link as the playground writes it (https://…#v1.…), its fragment (#v1.…) or the
fragment without '#'. \`link\` prints one for a scenario file, pointing at --base, else at
$${BASE_VARIABLE}, else at ${DEFAULT_BASE}

\`run --live\` posts each webhook's AdmissionReview to its real server: clientConfig.url as given,
clientConfig.service through --service <namespace>/<name>=<host:port> (a port-forward), the
certificate verified against the caBundle unless --insecure, --client-cert/--client-key presented,
timeoutSeconds kept. --record writes the real answers into the file's \`webhooks:\` section.

\`run --versions 1.32,1.37\` (or 1.32..1.37) runs the scenario at each version and prints where the
answers differ from the first one's: verdict, status, warnings, calls, object fields and steps.

\`test\` fails a scenario whose expectation is not met, whatever the result says is not simulated
(it is printed with the failure). --skip-not-simulated counts those failures as skips instead.

\`lint\` reviews each scenario's webhook configurations and policies against the Kubernetes good
practices and prints \`file:line:column: id: message\` per finding (--explain adds why, the upstream
guidance and, for idempotency, the diff). Severities: error (exit 1), warning, info.
`;

/** Runs the command line and returns the exit code. */
export async function main(
  argv: string[],
  out: Output,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'run':
        return await (await import('./commands/run.ts')).run(rest, out);
      case 'test':
        return await (await import('./commands/test.ts')).test(rest, out);
      case 'lint':
        return await (await import('./commands/lint.ts')).lint(rest, out);
      case 'link':
        return (await import('./commands/link.ts')).link(rest, out, env);
      case '--help':
      case '-h':
      case 'help':
        out.stdout(usage);
        return exitCode.ok;
      default:
        out.stderr(usage);
        return exitCode.invalidInput;
    }
  } catch (e) {
    // An exception here is a bug in the playground, never the user's fault.
    out.stderr(
      `internal error (a bug in admission-playground, please report it): ${(e as Error).stack ?? String(e)}\n`,
    );
    return 3;
  }
}
