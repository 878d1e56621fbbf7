// Where a script threw in the last run, as warnings in the editor that holds it: each trace step of
// a `script` webhook with `script.at` (src/engine/admission/result.ts ScriptTrace), found by the
// key the engine looked the webhook up by (webhook/simulated/server.ts behaviourFor).

import type { TraceEntry } from '../../../engine/index.ts';
import { findScriptFields, type ScriptField } from './scriptFields.ts';
import { placeInScript } from './scriptPlace.ts';
import type { ScriptProblem } from './scriptProblems.ts';

/** The scripts of the scenario text a run was for, by key (the last text's, kept). */
let ran: { source: string; scripts: Map<string, string> } | undefined;
function scriptsOf(source: string): Map<string, string> {
  if (ran?.source !== source) {
    ran = {
      source,
      scripts: new Map(findScriptFields(source, 'scenario').map((f) => [f.key, f.scalar.value])),
    };
  }
  return ran.scripts;
}

/**
 * The thrown errors of a run of `runSource`, placed in an editor's scripts (`fields`). A script
 * whose text in the editor is not the one that ran is not marked: its lines may have moved.
 */
export function scriptRunErrors(
  fields: readonly ScriptField[],
  runSource: string,
  trace: readonly TraceEntry[],
): ScriptProblem[] {
  if (fields.length === 0) return [];
  const scripts = scriptsOf(runSource);
  const problems: ScriptProblem[] = [];
  const seen = new Set<string>();
  for (const entry of trace) {
    const script = entry.script;
    if (script?.at === undefined || script.error === undefined || entry.webhook === undefined)
      continue;
    // `<configuration>/<webhook>` first, then the webhook's name: the behaviour the engine ran.
    const key = [`${entry.configuration ?? ''}/${entry.webhook}`, entry.webhook].find((k) =>
      scripts.has(k),
    );
    const field = key === undefined ? undefined : fields.find((f) => f.key === key);
    if (field === undefined || field.scalar.value !== scripts.get(field.key)) continue;
    const message = `${script.error} (thrown when webhook "${entry.webhook}" was called)`;
    const place = placeInScript(field.scalar, script.at.line, script.at.column);
    // A webhook called again (reinvocation) throws again at the same place: one warning.
    const id = `${String(place.start)}:${String(place.end)}:${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ ...place, message });
  }
  return problems;
}
