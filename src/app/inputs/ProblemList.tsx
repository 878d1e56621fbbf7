import { usePlayground } from '../store/index.ts';
import type { InputTab } from '../store/viewSlice.ts';
import { selectProblems, formatProblem } from '../store/selectors.ts';
import { sections } from '../store/sections/sectionIds.ts';

/** Lists why the scenario cannot run, each with a way to the editor that shows it; nothing when it can. */
export function ProblemList() {
  const problems = usePlayground(selectProblems);
  const tab = usePlayground((s) => s.inputTab);
  const selectInputTab = usePlayground((s) => s.selectInputTab);
  if (problems.length === 0) return null;
  return (
    <div role="alert" aria-label="Scenario errors" className="error-list">
      <ul>
        {problems.map((p, i) => {
          const target: InputTab = p.target;
          return (
            <li key={`${String(i)}:${p.message}`}>
              {formatProblem(p)}
              {target !== tab && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => selectInputTab(target)}
                >
                  Show in {target === 'scenario' ? 'Scenario' : sections[target].label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
