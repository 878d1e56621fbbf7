import { ProblemsStrip } from '../problems/ProblemsStrip.tsx';
import { selectStrip } from '../problems/selectStrip.ts';
import { usePlayground } from '../store/index.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import type { InputTab } from '../store/viewSlice.ts';
import { SectionEditor } from './SectionEditor.tsx';
import { Tabs } from './Tabs.tsx';
import { WholeScenarioEditor } from './WholeScenarioEditor.tsx';

const allTabs: readonly { id: InputTab; label: string }[] = [
  { id: 'object', label: 'Object' },
  { id: 'oldObject', label: 'Old object' },
  { id: 'configurations', label: 'Configurations' },
  { id: 'webhooks', label: 'Webhook servers' },
  { id: 'cluster', label: 'Cluster' },
  { id: 'scenario', label: 'Scenario' },
];

/** The scenario's inputs, one editor per part, and the whole scenario. */
export function InputsPanel() {
  const operation = usePlayground((s) => selectRequestFields(s)?.operation ?? 'CREATE');
  const chosen = usePlayground((s) => s.inputTab);
  const selectInputTab = usePlayground((s) => s.selectInputTab);
  // The stored object exists only for UPDATE and DELETE (an old object is ignored otherwise).
  const hasOld = operation === 'UPDATE' || operation === 'DELETE';
  const tabs = hasOld ? allTabs : allTabs.filter((t) => t.id !== 'oldObject');
  const tab = !hasOld && chosen === 'oldObject' ? 'object' : chosen;
  const counts = usePlayground((s) => selectStrip(s).counts);
  const badged = tabs.map((t) => ({ ...t, badge: counts[t.id] ?? 0 }));
  return (
    <section className="pane inputs-pane" aria-labelledby="inputs-title">
      <h2 id="inputs-title" className="pane-title">
        Inputs
      </h2>
      <Tabs label="Inputs" tabs={badged} selected={tab} onSelect={selectInputTab}>
        {tab === 'scenario' ? <WholeScenarioEditor /> : <SectionEditor key={tab} section={tab} />}
      </Tabs>
      <ProblemsStrip />
    </section>
  );
}
