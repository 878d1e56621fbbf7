// What the page and the service worker say to each other: the page asks a newly installed worker
// whether it has the page's own entry chunk (if not, the page is an older build and offers a
// reload), and tells it to take over when the person accepts.

/** A message from the page to a service worker. */
export type WorkerMessage = { type: 'skip-waiting' } | { type: 'precaches'; url: string };

/** The worker's answer to `precaches`. */
export interface WorkerReply {
  precaches: boolean;
}

/** Tells whether a message event's data is one of ours (anything else is ignored). */
export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, url } = data as { type?: unknown; url?: unknown };
  return type === 'skip-waiting' || (type === 'precaches' && typeof url === 'string');
}
