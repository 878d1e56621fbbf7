import type { AdmissionResult } from '../../engine/index.ts';
import { lanesOf, type Lane } from './laneLayout.ts';
import { outcomeLabel } from './stepText.ts';
import './ValidatingLanes.css';

export interface ValidatingLanesProps {
  result: AdmissionResult;
  /** The selected step, to highlight its lane. */
  current: number;
}

const tickAlign = (pct: number): string => (pct === 0 ? '0' : pct === 100 ? '-100%' : '-50%');

/** Draws the validating webhooks as parallel lanes: a bar per call, its latency, the timeout line and the first denial. */
export function ValidatingLanes({ result, current }: ValidatingLanesProps) {
  const layout = lanesOf(result);
  // Admission policies are evaluated in the API server, not called: they have no lane. With no
  // webhook in the stage there is no call to draw.
  if (layout.lanes.length === 0) return null;
  const anyCall = layout.lanes.some((l) => l.bar !== undefined);
  const offAxis = layout.lanes.filter(
    (l) => l.bar !== undefined && l.timeoutMs !== undefined && l.timeoutPct === undefined,
  );
  return (
    <figure className="pl-lanes">
      <figcaption>
        Validating webhooks called in parallel, on the simulated clock (0 ms is when they are
        called)
      </figcaption>
      {anyCall && (
        <div className="pl-lane pl-axis" aria-hidden="true">
          <span className="pl-lane-track">
            {layout.ticks.map((t) => (
              <span
                key={t.pct}
                className="pl-tick"
                style={{ left: `${t.pct}%`, translate: tickAlign(t.pct) }}
              >
                {t.ms}
                {t.pct === 100 ? ' ms' : ''}
              </span>
            ))}
          </span>
        </div>
      )}
      <ul className="pl-lane-list">
        {layout.lanes.map((lane) => (
          <li key={lane.position} className="pl-lane" data-selected={lane.position === current}>
            <span className="pl-lane-name">
              <span className="pl-lane-pos">{lane.position + 1}</span> <code>{lane.webhook}</code>
            </span>
            <span className="pl-lane-track" aria-hidden="true">
              {lane.bar && (
                <span
                  className={`pl-bar pl-bar-${outcomeLabel(lane.outcome).tone}${lane.firstDenial ? ' pl-bar-first' : ''}`}
                  style={{ left: `${lane.bar.leftPct}%`, width: `${lane.bar.widthPct}%` }}
                />
              )}
              {lane.timeoutPct !== undefined && (
                <span className="pl-timeout" style={{ left: `${lane.timeoutPct}%` }} />
              )}
            </span>
            <span className="pl-lane-text">{laneText(lane)}</span>
          </li>
        ))}
      </ul>
      {anyCall && (
        <p className="pl-legend">
          <span className="pl-legend-timeout" aria-hidden="true" /> dashed line: the call&rsquo;s
          timeoutSeconds
          {offAxis.length > 0 && `; ${offAxisNote(offAxis)}`}
        </p>
      )}
    </figure>
  );
}

// "every call: 10 s, beyond this axis", or each webhook's timeout when they differ.
function offAxisNote(lanes: readonly Lane[]): string {
  const seconds = new Set(lanes.map((l) => (l.timeoutMs ?? 0) / 1000));
  if (seconds.size === 1)
    return `${lanes.length > 1 ? 'every call' : lanes[0]?.webhook}: ${[...seconds][0]} s, beyond this axis`;
  return `beyond this axis: ${lanes.map((l) => `${l.webhook} ${(l.timeoutMs ?? 0) / 1000} s`).join(', ')}`;
}

function laneText(lane: Lane): string {
  const outcome = outcomeLabel(lane.outcome);
  if (lane.bar === undefined) return `${outcome.icon} ${outcome.words}: not called`;
  const parts = [`${lane.bar.latencyMs} ms`, `${outcome.icon} ${outcome.words}`];
  if (lane.timeoutMs !== undefined && lane.bar.latencyMs >= lane.timeoutMs) parts.push('timed out');
  if (lane.firstDenial)
    parts.push(
      lane.outcome === 'denied' ? '⚑ first denial: the answer' : '⚑ first error: the answer',
    );
  return parts.join(' · ');
}
