// The mutants: each breaks one rule of the admission chain on purpose. `npm run mutants` applies
// them one at a time to a scratch copy of the checkout and checks that the scenario suite (the
// gallery and the conformance recordings, through the CLI's `test`) notices.
//
// A mutant names code by its text, not by its place: `in` is the end of the path of the file that
// holds it (any folder), `find` an exact snippet there, `replace` what it becomes. The runner
// refuses a mutant whose snippet is missing or not unique, so a refactor that changes the code
// makes the mutant fail loudly instead of silently testing nothing.

/** @typedef {{ in: string, find: string, replace: string }} Edit */
/** @typedef {{ name: string, edits: Edit[] }} Mutant */

/** @type {Mutant[]} */
export const mutants = [
  {
    name: 'reinvocation never happens',
    edits: [
      {
        in: 'webhook/mutating/dispatcher.ts',
        find: 'reinvocation.shouldReinvoke = true;',
        replace: 'reinvocation.shouldReinvoke = false;',
      },
    ],
  },
  {
    name: 'mutating order reversed',
    edits: [
      {
        in: 'webhookManager.ts',
        find: '.sort((a, b) => compareBytes(a.name, b.name));',
        replace: '.sort((a, b) => compareBytes(b.name, a.name));',
      },
    ],
  },
  {
    name: 'a plugin unregistered (ServiceAccount)',
    edits: [{ in: 'plugins/podPluginsGroup.ts', find: '  serviceAccountPlugin,\n', replace: '' }],
  },
  {
    name: 'namespaceSelector ignored',
    edits: [
      {
        in: 'predicates/namespace.ts',
        find: '    matches: m.matches,\n',
        replace: '    matches: true,\n',
      },
    ],
  },
  {
    name: 'objectSelector ignored',
    edits: [
      {
        in: 'generic/shouldCallHook.ts',
        find: "  if (!obj.matches && obj.error === undefined) return { decision: 'skip', checks };\n",
        replace: '',
      },
    ],
  },
  {
    name: 'validating calls serialised (name order, latencies added up)',
    edits: [
      {
        in: 'webhook/validating/dispatcher.ts',
        find: '    r.entry.startMs = start;\n    r.entry.endMs = start + r.call.latencyMs;\n',
        replace:
          '    r.entry.startMs = ctx.nowMs;\n    ctx.nowMs += r.call.latencyMs;\n    r.entry.endMs = ctx.nowMs;\n',
      },
      {
        in: 'webhook/validating/dispatcher.ts',
        find: 'const arrivals = [...relevant].sort(\n    (a, b) => (a.call?.latencyMs ?? 0) - (b.call?.latencyMs ?? 0) || a.idx - b.idx,\n  );',
        replace: 'const arrivals = [...relevant];',
      },
      {
        in: 'webhook/validating/dispatcher.ts',
        find: '  ctx.nowMs = start + Math.max(...relevant.map((r) => r.call?.latencyMs ?? 0));\n',
        replace: '',
      },
    ],
  },
  {
    name: 'first-denial choice inverted (the last error to arrive wins)',
    edits: [
      {
        in: 'webhook/validating/dispatcher.ts',
        find: 'const first = errors[0];',
        replace: 'const first = errors[errors.length - 1];',
      },
    ],
  },
  {
    name: 'warnings not de-duplicated',
    edits: [{ in: 'warnings.ts', find: '      if (recorded.has(text)) return;\n', replace: '' }],
  },
  {
    name: 'patch applied twice',
    edits: [
      {
        in: 'webhook/mutating/dispatcher.ts',
        find: 'const applied = applyPatch(versioned, decoded.value);',
        replace:
          "const once = applyPatch(versioned, decoded.value);\n  const applied = once.ok && typeof once.value === 'object' && once.value !== null && !Array.isArray(once.value) ? applyPatch(once.value, decoded.value) : once;",
      },
    ],
  },
  {
    name: 'failurePolicy ignored (every failure fails open)',
    edits: [
      {
        in: 'webhook/mutating/dispatcher.ts',
        find: "if (hook.failurePolicy === 'Ignore') {",
        replace: 'if (true) {',
      },
      {
        in: 'webhook/validating/dispatcher.ts',
        find: "if (hook.failurePolicy === 'Ignore') {",
        replace: 'if (true) {',
      },
    ],
  },
  {
    name: 'a CEL library function returns the wrong value (string(int) is off by one)',
    edits: [
      {
        in: 'cel/replacedBuiltins.ts',
        find: '(i: bigint) => i.toString());',
        replace: '(i: bigint) => (i + 1n).toString());',
      },
    ],
  },
  {
    name: 'the patch is taken as applied without decoding and defaulting it again',
    edits: [
      {
        in: 'webhook/mutating/dispatcher.ts',
        find: 'const decoded = decodeVersioned(ctx, patched.object, attr, invocation);',
        replace: 'const decoded = patched.object;',
      },
    ],
  },
];
