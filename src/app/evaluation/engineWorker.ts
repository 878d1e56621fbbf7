// The engine worker: parses and runs scenario texts off the page's thread, so an expression that
// never ends (a catastrophic regex, a huge comprehension) cannot hang the page. The page stops
// this worker when it takes too long (engineClient.ts).

import type { EngineReply, EngineRequest } from './engineProtocol.ts';
import { evaluateSource } from './evaluateSource.ts';

// The dedicated worker's global scope, as far as this module uses it (the app compiles with the DOM lib).
const scope = self as unknown as {
  postMessage: (reply: EngineReply) => void;
  addEventListener: (type: 'message', listener: (e: MessageEvent<EngineRequest>) => void) => void;
};

scope.addEventListener('message', ({ data: { id, source } }) => {
  const answer = evaluateSource(source, (scenario) => scope.postMessage({ type: 'parsed', id, scenario }));
  scope.postMessage({ type: 'evaluated', id, ...answer });
});

scope.postMessage({ type: 'ready' });
