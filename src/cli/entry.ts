// The process around the command line: argv in, standard output and error out, the exit code
// set. bin/admission-playground.mjs starts it (through tsx in a checkout), and it is the entry of
// the bundle that the package ships (scripts/build-cli.mjs).

import { main } from './main.ts';

process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
});
