// The CLI's outside world, passed in so commands are testable without a process.

/** Where a command writes. */
export interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** The exit codes: ran (whatever the verdict), an expectation failed, the input is invalid. */
export const exitCode = { ok: 0, expectationFailed: 1, invalidInput: 2 } as const;
