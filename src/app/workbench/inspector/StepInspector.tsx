// The inspector's contents: the selected step in tabs (Why, Patch, Object, Review, Status ·
// Warnings · Audit), or the answer. A chunk of its own: the first verdict does not need it.

import { useId } from 'react';
import type { AdmissionResult, JsonValue } from '../../../engine/index.ts';
import { Tabs } from '../../inputs/Tabs.tsx';
import { AnswerDetail } from '../../pipeline/AnswerDetail.tsx';
import { objectYaml } from '../../pipeline/objectYaml.ts';
import type { Pipeline, PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { StatusView } from '../../pipeline/StatusView.tsx';
import { StepNotes } from '../../pipeline/StepNotes.tsx';
import type { InspectorTab, ObjectView } from '../../store/workbenchSlice.ts';
import { CopyButton } from './CopyButton.tsx';
import { ObjectPanel } from './ObjectPanel.tsx';
import { PatchPanel } from './PatchPanel.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { counted, notesCount } from './tabCounts.ts';
import { StepHeader } from './StepHeader.tsx';
import { WhyPanel } from './WhyPanel.tsx';
import '../../pipeline/StepDetail.css';
import './inspector.css';

export interface StepInspectorProps {
  step: PipelineStep;
  pipeline: Pipeline;
  result: AdmissionResult;
  kubectl: string;
  decidedBy: string | undefined;
  theme: 'light' | 'dark';
  tab: InspectorTab;
  onTab: (tab: InspectorTab) => void;
  objectView: ObjectView;
  onObjectView: (view: ObjectView) => void;
  hovered: string | undefined;
  onHover: (pointer: string | undefined) => void;
  onSelect: (position: number) => void;
}

/** Shows the selected step (or the answer) in full. */
export function StepInspector(props: StepInspectorProps) {
  const { step, pipeline, result, kubectl, decidedBy, theme, tab, onTab, hovered, onHover } = props;
  const titleId = useId();
  if (step.kind === 'answer') {
    return (
      <>
        <AnswerDetail
          result={result}
          kubectl={kubectl}
          position={step.position}
          decidedBy={decidedBy}
        />
        <div className="wb-copies">
          <CopyButton text={kubectl} label="Copy what kubectl prints" />
          {result.object !== undefined && (
            <CopyButton
              text={JSON.stringify(result.object, null, 2)}
              label="Copy the object as JSON"
            />
          )}
          {result.object !== undefined && <FinalYamlCopy value={result.object} />}
        </div>
        {/* Who wrote each field: only when some step had an object (a refusal before decoding has none). */}
        {pipeline.steps.some(
          (s) => s.kind === 'trace' && (s.entry.objectAfter ?? s.entry.objectBefore) !== undefined,
        ) && (
          <section className="pl-section" aria-labelledby={titleId}>
            <h4 id={titleId} className="wb-section-title">
              Who wrote each field of the object validating admission saw
            </h4>
            <ObjectPanel
              step={step}
              steps={pipeline.steps}
              result={result}
              view="blame"
              onView={() => undefined}
              hovered={hovered}
              onHover={onHover}
              onSelect={props.onSelect}
              theme={theme}
              showToggle={false}
            />
          </section>
        )}
      </>
    );
  }
  const { entry } = step;
  const stage = pipeline.stages.find((s) => s.steps.includes(step));
  const patchCount = entry.patch?.length ?? 0;
  const tabs: { id: InspectorTab; label: string }[] = [
    { id: 'why', label: 'Why' },
    { id: 'patch', label: counted('Patch', patchCount) },
    { id: 'object', label: 'Object' },
    { id: 'review', label: 'Review' },
    { id: 'notes', label: counted('Status · Warnings · Audit', notesCount(entry)) },
  ];
  return (
    <article className="pl-detail wb-step" aria-labelledby={titleId}>
      <StepHeader step={step} stageNote={stage?.note} titleId={titleId} />
      <Tabs label="Step detail" tabs={tabs} selected={tab} onSelect={onTab}>
        {tab === 'why' && (
          <WhyPanel
            entry={entry}
            steps={pipeline.steps}
            onSelect={props.onSelect}
            hovered={hovered}
            onHover={onHover}
          />
        )}
        {tab === 'patch' && <PatchPanel ops={entry.patch} hovered={hovered} onHover={onHover} />}
        {tab === 'object' && (
          <ObjectPanel
            step={step}
            steps={pipeline.steps}
            result={result}
            view={props.objectView}
            onView={props.onObjectView}
            hovered={hovered}
            onHover={onHover}
            onSelect={props.onSelect}
            theme={theme}
          />
        )}
        {tab === 'review' && <ReviewPanel entry={entry} />}
        {tab === 'notes' && (
          <>
            {entry.status !== undefined && <StatusView status={entry.status} />}
            <StepNotes
              warnings={entry.warnings}
              auditAnnotations={entry.auditAnnotations}
              assumptions={entry.assumptions}
            />
            {entry.status === undefined &&
              !entry.warnings?.length &&
              !entry.assumptions?.length &&
              Object.keys(entry.auditAnnotations ?? {}).length === 0 && (
                <p className="pl-meta">
                  No status, warnings, assumptions or audit annotations at this step.
                </p>
              )}
          </>
        )}
      </Tabs>
    </article>
  );
}

function FinalYamlCopy({ value }: { value: JsonValue }) {
  // The final object as YAML, written the way kubectl would read it back.
  return <CopyButton text={objectYaml(value)} label="Copy the object as YAML" />;
}
