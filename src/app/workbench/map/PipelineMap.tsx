import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { clampStep } from '../../pipeline/pipelineSteps.ts';
import { StepNavigator } from '../../pipeline/StepNavigator.tsx';
import { markAnswerOnScreen } from '../../result/answerOnScreen.ts';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { playgroundStore, usePlayground } from '../../store/index.ts';
import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { selectOutcome } from '../../store/selectors.ts';
import { MapNode } from './MapNode.tsx';
import { mapLayout, moveOnMap, type MapLayout } from './mapNavigation.ts';
import { mapOfResult } from './mapOfResult.ts';
import { MutatingMatrix } from './MutatingMatrix.tsx';
import { usePlayback } from './usePlayback.ts';
import { ValidatingTimeline } from './ValidatingTimeline.tsx';
import '../../pipeline/pipeline.css';
import './map.css';

// A number per result drawn, in the order they came: the benchmark watches it change.
const revisions = new WeakMap<object, number>();
const drawn = { count: 0 };
function revisionOf(outcome: object | undefined): number {
  if (outcome === undefined) return 0;
  const known = revisions.get(outcome);
  if (known !== undefined) return known;
  drawn.count += 1;
  revisions.set(outcome, drawn.count);
  return drawn.count;
}

const hint =
  'On the map: ← → call order, ↑ ↓ rows, Home and End the first and last step, Space plays them in order (Escape stops)';

const noLayout: MapLayout = { rows: [], order: [] };

/** The admission chain drawn: decode, the mutating matrix, storage, the validating time axis, the answer. */
export function PipelineMap() {
  const live = usePlayground(selectOutcome);
  const selected = usePlayground((s) => s.selectedStep);
  const showBuiltIns = usePlayground((s) => s.showBuiltIns);
  const { value: outcome, stale } = useLastDefined(live);
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  // The benchmark's mark: the map has drawn this result (bench/app.bench.ts), written with the commit.
  const revision = revisionOf(outcome);
  const map = outcome && mapOfResult(outcome.result);
  const steps = outcome === undefined ? [] : pipelineOf(outcome.result).steps;
  const current = clampStep(selected, steps.length);
  const layout = map === undefined ? noLayout : mapLayout(map, showBuiltIns, current);
  const { selectStep, setShowBuiltIns, selectInspectorTab, setObjectView } =
    playgroundStore.getState();
  const focusNode = (position: number) =>
    body.current?.querySelector<HTMLElement>(`[data-step="${position}"]`)?.focus();
  // While playing, the focus follows the steps when it is on the map's nodes.
  const followFocus = (position: number) => {
    if (document.activeElement?.classList.contains('wb-node') === true) focusNode(position);
  };
  const playback = usePlayback(layout.order, current, selectStep, followFocus);
  // kubectl's line (or the result without a map) is committed: the lazy chunks may start once it is painted.
  const drewAnswer = outcome !== undefined;
  useEffect(() => {
    if (drewAnswer) markAnswerOnScreen();
  }, [drewAnswer]);
  if (outcome === undefined || map === undefined) return null;
  const { result } = outcome;
  const tabbable = layout.order.includes(current) ? current : (layout.order[0] ?? 0);
  // A click on a node stops playing: the person took over.
  const select = (position: number) => {
    playback.stop();
    selectStep(position);
  };
  // "+8 defaults": the fields the scheme defaulting set; a click shows them, as the decode step's diff.
  const defaultsText = map.defaults === 0 ? 'decoded, no defaults' : `+${map.defaults} defaults`;
  const openDefaults = (position: number) => {
    select(position);
    selectInspectorTab('object');
    setObjectView('diff');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const target = e.target instanceof HTMLElement ? e.target : undefined;
    // The keys move from a node, or from the navigator's buttons (which keep the focus).
    const onNode = target?.classList.contains('wb-node') === true;
    if (e.key === 'Escape' && playback.playing) {
      e.preventDefault();
      playback.stop();
      return;
    }
    if (!onNode && target?.closest('.pl-nav') == null) return;
    // Space on a node plays the steps in order (instead of clicking the node, already selected).
    if (e.key === ' ' && onNode) {
      e.preventDefault();
      playback.toggle();
      return;
    }
    const next = moveOnMap(layout, current, e.key);
    if (next === undefined) return;
    e.preventDefault();
    playback.stop();
    flushSync(() => selectStep(next));
    if (onNode) focusNode(next);
  };
  const node = (cell: typeof map.decode, text?: string) =>
    cell && (
      <MapNode
        cell={cell}
        selected={cell.position === current}
        tabbable={cell.position === tabbable}
        onSelect={select}
        {...(text !== undefined && { text })}
      />
    );
  // A band with no step: the chain stopped before it (a refusal), or it had nothing to do.
  const empty = <p className="wb-band-empty">{result.allowed ? 'no steps' : 'not reached'}</p>;
  const answerCell = {
    position: map.answer.position,
    state: map.answer.allowed ? ('unchanged' as const) : ('denied' as const),
    glyph: map.answer.allowed ? '✓' : '✗',
    why: map.answer.allowed ? 'allowed' : 'refused',
    label: `Answer: ${map.answer.allowed ? 'allowed' : 'refused'}`,
    decides: false,
  };
  return (
    <section
      id="pipeline-map"
      className={stale ? 'wb-map wb-stale pl-stale' : 'wb-map'}
      aria-labelledby={titleId}
      data-stale={stale}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="wb-pane-head">
        <h2 id={titleId} className="wb-pane-title">
          Pipeline map
        </h2>
        {stale && <p className="pl-stale-note">The last good result.</p>}
      </div>
      <div ref={body} className="wb-map-body" data-map-revision={revision}>
        {map.setup.length > 0 && (
          <Band title="Cluster setup">
            {map.setup.map((cell) => (
              <span key={cell.position}>{node(cell, 'creating the cluster objects')}</span>
            ))}
          </Band>
        )}
        <Band title="Decoding the request">
          {map.decode === undefined ? (
            empty
          ) : (
            <MapNode
              cell={{ ...map.decode, label: `${map.decode.label}, ${defaultsText}` }}
              selected={map.decode.position === current}
              tabbable={map.decode.position === tabbable}
              onSelect={openDefaults}
              text={defaultsText}
            />
          )}
        </Band>
        <Band title="Mutating admission">
          {map.mutating.rows.length + map.mutating.builtIns.rows.length === 0 ? (
            empty
          ) : (
            <MutatingMatrix
              {...map.mutating}
              expanded={showBuiltIns}
              onExpand={setShowBuiltIns}
              current={current}
              tabbable={tabbable}
              onSelect={select}
            />
          )}
        </Band>
        {map.storage.length > 0 && (
          <Band title="Storage">
            {map.storage.map((s) => (
              <span key={s.cell.position}>{node(s.cell, s.text)}</span>
            ))}
          </Band>
        )}
        <Band title="Validating admission">
          {map.validating.rows.length + map.validating.builtIns.rows.length === 0 ? (
            empty
          ) : (
            <ValidatingTimeline
              result={result}
              {...map.validating}
              expanded={showBuiltIns}
              onExpand={setShowBuiltIns}
              current={current}
              tabbable={tabbable}
              onSelect={select}
            />
          )}
        </Band>
        <Band title="Answer">
          <div className="wb-answer" role="group" aria-label="What kubectl prints">
            {node(answerCell, map.answer.allowed ? 'allowed' : 'refused')}
            <pre
              className={map.answer.allowed ? 'wb-kubectl' : 'wb-kubectl wb-kubectl-denied'}
              tabIndex={0}
            >
              {outcome.kubectl}
            </pre>
          </div>
        </Band>
      </div>
      <div className="wb-map-foot">
        <StepNavigator current={current} total={steps.length} onSelect={select} hint={hint} />
        {/* After the nodes in the keyboard's order: the selected step is fewer Tab stops away. */}
        <button type="button" className="wb-play" onClick={playback.toggle}>
          <span aria-hidden="true">{playback.playing ? '❚❚ ' : '▶ '}</span>
          {playback.playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          className="wb-scope"
          aria-pressed={showBuiltIns}
          onClick={() => setShowBuiltIns(!showBuiltIns)}
        >
          Show built-in plugins
        </button>
      </div>
    </section>
  );
}

function Band({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className="wb-band" role="group" aria-labelledby={id}>
      <h3 id={id} className="wb-band-title">
        {title}
      </h3>
      <div className="wb-band-body">{children}</div>
    </div>
  );
}
