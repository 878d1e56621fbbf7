// Decides what a client sees when it sends an object of a version the server does not serve: the
// server's mux has no handler for the path and answers with net/http's NotFound (k8s.io/apiserver
// pkg/util/notfoundhandler/not_found_handler.go), a text body client-go turns into a Status
// (apimachinery pkg/api/errors NewGenericServerResponse, via client-go rest newUnstructuredResponseError).
// kubectl never gets that far: its REST mapping, read from discovery, has no such kind
// (cli-runtime pkg/resource/mapper.go, apimachinery pkg/api/meta NoKindMatchError).

import type { Status } from '../apimachinery/status.ts';
import type { GroupVersionKind } from '../apimachinery/types.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { failure } from '../apimachinery/statusErrors.ts';

/** The body of net/http's NotFound, as client-go keeps it (trimmed). */
const NOT_FOUND_BODY = '404 page not found';

/** Mirrors NewGenericServerResponse(404, verb, resource, name, "404 page not found", 0, true). */
export function notFoundByClient(
  resource: { group: string; resource: string },
  verb: 'POST' | 'PUT' | 'DELETE',
  name: string,
): Status {
  const qualified =
    resource.group === '' ? resource.resource : `${resource.resource}.${resource.group}`;
  const suffix =
    name === ''
      ? ` (${verb.toLowerCase()} ${qualified})`
      : ` (${verb.toLowerCase()} ${qualified} ${name})`;
  return failure(404, 'NotFound', `the server could not find the requested resource${suffix}`, {
    group: resource.group,
    kind: resource.resource,
    ...(name !== '' && { name }),
    causes: [{ reason: 'UnexpectedServerResponse', message: NOT_FOUND_BODY }],
  });
}

/** Mirrors meta.NoKindMatchError.Error() for one searched version. */
export function noKindMatch(kind: GroupVersionKind): string {
  const gv = kind.group === '' ? kind.version : `${kind.group}/${kind.version}`;
  return `no matches for kind ${goQuote(kind.kind)} in version ${goQuote(gv)}`;
}

/** Renders what `kubectl apply -f -` prints when its REST mapping has no such kind (cmdutil.CheckErr adds "error: "). */
export function kubectlNoMapping(
  kind: GroupVersionKind,
  name: string,
  namespace: string,
  source = 'STDIN',
): string {
  return `error: resource mapping not found for name: ${goQuote(name)} namespace: ${goQuote(namespace)} from ${goQuote(source)}: ${noKindMatch(kind)}\nensure CRDs are installed first`;
}
