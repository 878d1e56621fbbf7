// The family of in-process plugins that act on pods (plugins/lazy.ts): one chunk in the browser.

import { alwaysPullImagesPlugin } from './alwaysPullImages.ts';
import { defaultTolerationSecondsPlugin } from './defaultTolerationSeconds.ts';
import { extendedResourceTolerationPlugin } from './extendedResourceToleration.ts';
import { imagePolicyWebhookPlugin } from './imagePolicyWebhook/index.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { limitPodHardAntiAffinityTopologyPlugin } from './limitPodHardAntiAffinityTopology.ts';
import { limitRangerPlugin } from './limitRanger/index.ts';
import { nodeDeclaredFeatureValidatorPlugin } from './nodeDeclaredFeatureValidator.ts';
import { nodeRestrictionPlugin } from './nodeRestriction.ts';
import { podNodeSelectorPlugin } from './podNodeSelector/index.ts';
import { podTolerationRestrictionPlugin } from './podTolerationRestriction/index.ts';
import { podResizeValidatorPlugin } from './podResizeValidator.ts';
import { podTopologyLabelsPlugin } from './podTopologyLabels.ts';
import { priorityPlugin } from './priority.ts';
import { runtimeClassPlugin } from './runtimeClass.ts';
import { serviceAccountPlugin } from './serviceAccount/index.ts';
import { taintNodesByConditionPlugin } from './taintNodesByCondition.ts';

export const plugins: readonly AdmissionPlugin[] = [
  limitRangerPlugin,
  serviceAccountPlugin,
  nodeRestrictionPlugin,
  taintNodesByConditionPlugin,
  alwaysPullImagesPlugin,
  imagePolicyWebhookPlugin,
  podNodeSelectorPlugin,
  priorityPlugin,
  defaultTolerationSecondsPlugin,
  podTolerationRestrictionPlugin,
  extendedResourceTolerationPlugin,
  limitPodHardAntiAffinityTopologyPlugin,
  runtimeClassPlugin,
  podTopologyLabelsPlugin,
  podResizeValidatorPlugin,
  nodeDeclaredFeatureValidatorPlugin,
];
