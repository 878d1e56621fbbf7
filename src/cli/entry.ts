// The process around the command line: argv in, standard output and error out, the exit code
// set. bin/admission-playground.mjs starts it (through tsx in a checkout), and it is the entry of
// the bundle that the package ships (scripts/build-cli.mjs).

import module from 'node:module';
import { main } from './main.ts';

// Node 22.1+ keeps V8's compiled code of the chunks a command loads between runs, so a start
// does not parse the engine again; older Node lacks the function and compiles as before.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
});
