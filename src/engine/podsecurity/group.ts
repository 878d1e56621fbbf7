// Pod Security's group (plugins/lazy.ts): the PodSecurity plugin and its policy checks, one chunk
// in the browser.

import type { AdmissionPlugin } from '../plugins/interfaces.ts';
import { podSecurityPlugin } from './admission/index.ts';

export const plugins: readonly AdmissionPlugin[] = [podSecurityPlugin];
