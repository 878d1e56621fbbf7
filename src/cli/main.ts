// The command line: `admission-playground run|test`.

import { run } from './commands/run.ts';
import { test } from './commands/test.ts';
import { exitCode, type Output } from './io.ts';

const usage = `usage:
  admission-playground run <file> [--output text|json|yaml|summary]
  admission-playground test <files or folders>
`;

/** Runs the command line and returns the exit code. */
export async function main(argv: string[], out: Output): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'run':
        return run(rest, out);
      case 'test':
        return test(rest, out);
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
    out.stderr(`internal error (a bug in admission-playground, please report it): ${(e as Error).stack ?? String(e)}\n`);
    return 3;
  }
}
