// The page's first script (vite.config.ts puts it before main.tsx in the built index.html): it starts the engine worker
// before the page's larger scripts (React, the workbench) have arrived, let alone run.

import { prestartEngineWorker } from './engineWorkerStart.ts';

prestartEngineWorker();
