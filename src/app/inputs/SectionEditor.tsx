import { CodeEditor } from '../editor/CodeEditor.tsx';
import { selectHighlights } from '../linking/selectHighlights.ts';
import { selectEditorMarkers } from '../problems/selectEditorMarkers.ts';
import { useLastDefined } from '../result/useLastDefined.ts';
import { usePlayground } from '../store/index.ts';
import { selectBlockingSection, selectSectionText } from '../store/sectionSelectors.ts';
import { sections, type SectionId } from '../store/sections/sectionIds.ts';
import { useResolvedTheme } from '../theme/useResolvedTheme.ts';
import { ClusterObjectPicker } from './ClusterObjectPicker.tsx';

const hints: Record<SectionId, string> = {
  object: 'The object as submitted (request.object).',
  oldObject: 'The object as stored before the request (request.oldObject), for UPDATE and DELETE.',
  configurations:
    'Webhook configurations and admission policies, one per YAML document; `kubectl get mutatingwebhookconfigurations,validatingwebhookconfigurations -o yaml` output pastes as is.',
  webhooks:
    'How each webhook’s server answers, keyed by webhook name: response, responses, fail, latencyMs.',
  cluster:
    'Namespaces (their labels feed namespaceSelector), other objects, admissionPlugins and featureGates.',
};

/** Edits one section of the scenario; read-only while another section's text does not parse. */
export function SectionEditor({ section }: { section: SectionId }) {
  const text = usePlayground(selectSectionText(section));
  const markers = usePlayground(selectEditorMarkers(section));
  const blocking = usePlayground(selectBlockingSection);
  const setSectionText = usePlayground((s) => s.setSectionText);
  const reveal = usePlayground((s) => (s.reveal?.target === section ? s.reveal : undefined));
  const highlights = usePlayground(selectHighlights(section));
  const theme = useResolvedTheme();
  const { value } = useLastDefined(text);
  const waiting =
    text === undefined
      ? 'the whole scenario is not YAML; fix it in the Scenario tab'
      : blocking !== undefined && blocking !== section
        ? `${sections[blocking].label} does not parse yet; fix it first`
        : undefined;
  return (
    <div className="section-editor">
      <p className="hint">{hints[section]}</p>
      {waiting && <p className="stale-note">Read-only: {waiting}.</p>}
      {section === 'cluster' && <ClusterObjectPicker readOnly={waiting !== undefined} />}
      <CodeEditor
        label={sections[section].label}
        modelPath={sections[section].modelPath}
        value={value ?? ''}
        onChange={(t) => setSectionText(section, t)}
        markers={markers}
        theme={theme}
        readOnly={waiting !== undefined}
        reveal={reveal}
        highlights={highlights}
      />
    </div>
  );
}
