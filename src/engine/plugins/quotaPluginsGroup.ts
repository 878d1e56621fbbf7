// The quota plugins' family (plugins/lazy.ts): ResourceQuota and EventRateLimit, one chunk in the browser.

import { eventRateLimitPlugin } from './eventRateLimit/index.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { resourceQuotaPlugin } from './resourceQuota/index.ts';

export const plugins: readonly AdmissionPlugin[] = [resourceQuotaPlugin, eventRateLimitPlugin];
