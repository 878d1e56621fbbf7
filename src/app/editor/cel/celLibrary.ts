// What completion offers inside a CEL expression: the variables each admission context declares,
// the AdmissionRequest fields, and the functions of cel-go's standard library and of the Kubernetes
// libraries, by the minor version that introduced them (k8s.io/apiserver pkg/cel/environment/base.go;
// spec §9.9). One line of documentation each, in the Kubernetes documentation's words where it has some.

import type { CelVariableName } from '../../../engine/index.ts';

/** A name completion offers, with a one-line description. */
export interface CelName {
  name: string;
  doc: string;
}

/** A function: global (`size(x)`) or a method (`x.size()`), since Kubernetes 1.<since>. */
export interface CelFunction extends CelName {
  signature: string;
  member: boolean;
  since: number;
  /** Only in MutatingAdmissionPolicy mutations. */
  mutation?: boolean;
}

/** The variables, as the ValidatingAdmissionPolicy documentation describes them. */
export const celVariables: Record<CelVariableName, string> = {
  object: 'The object from the incoming request. For DELETE requests, null.',
  oldObject: 'The existing object. For CREATE requests, null.',
  request: 'Attributes of the admission request (AdmissionRequest).',
  params: 'The parameter resource referred to by the policy binding being evaluated.',
  namespaceObject: 'The namespace the incoming object belongs to; null for cluster-scoped resources.',
  variables: 'The composited variables, by name: variables.<name> evaluates spec.variables[<name>].',
  authorizer: 'Runs authorization checks for the principal (user or service account) of the request.',
};

/** The fields of `request` (pkg/admission/plugin/cel/compile.go BuildRequestType). */
export const requestFields: readonly CelName[] = [
  { name: 'kind', doc: 'The fully-qualified type of the object being submitted (group, version, kind).' },
  { name: 'resource', doc: 'The fully-qualified resource being requested (group, version, resource).' },
  { name: 'subResource', doc: 'The subresource being requested, if any (e.g. "status", "scale").' },
  { name: 'requestKind', doc: 'The fully-qualified type of the original API request, before any conversion.' },
  { name: 'requestResource', doc: 'The fully-qualified resource of the original API request.' },
  { name: 'requestSubResource', doc: 'The subresource of the original API request, if any.' },
  { name: 'name', doc: 'The name of the object as presented in the request; may be empty on CREATE.' },
  { name: 'namespace', doc: 'The namespace associated with the request, if any.' },
  { name: 'operation', doc: 'The operation being performed: CREATE, UPDATE, DELETE or CONNECT.' },
  { name: 'userInfo', doc: 'Information about the requesting user: username, uid, groups, extra.' },
  { name: 'dryRun', doc: 'Whether modifications will definitely not be persisted for this request.' },
  { name: 'options', doc: 'The operation options (CreateOptions, UpdateOptions, DeleteOptions).' },
];

const kindFields: readonly CelName[] = [
  { name: 'group', doc: 'The API group.' },
  { name: 'version', doc: 'The API version.' },
  { name: 'kind', doc: 'The kind.' },
];
const resourceFields: readonly CelName[] = [
  { name: 'group', doc: 'The API group.' },
  { name: 'version', doc: 'The API version.' },
  { name: 'resource', doc: 'The resource (plural, lower case).' },
];

/** Fields of the structures inside `request`, and of object metadata, by the field that holds them. */
export const nestedFields: Readonly<Record<string, readonly CelName[]>> = {
  userInfo: [
    { name: 'username', doc: 'The name that uniquely identifies this user among all active users.' },
    { name: 'uid', doc: 'A unique value that identifies this user across time.' },
    { name: 'groups', doc: 'The names of groups this user is a part of.' },
    { name: 'extra', doc: 'Any additional information provided by the authenticator.' },
  ],
  kind: kindFields,
  requestKind: kindFields,
  resource: resourceFields,
  requestResource: resourceFields,
  metadata: [
    { name: 'name', doc: 'The object’s name.' },
    { name: 'generateName', doc: 'The prefix the server uses to generate a name when name is empty.' },
    { name: 'namespace', doc: 'The object’s namespace.' },
    { name: 'labels', doc: 'Map of string keys and values for organizing and selecting objects.' },
    { name: 'annotations', doc: 'Map of string keys and values for arbitrary metadata.' },
    { name: 'uid', doc: 'The unique id the server gave the object.' },
    { name: 'ownerReferences', doc: 'The objects this object depends on.' },
    { name: 'finalizers', doc: 'What must happen before the object is deleted.' },
    { name: 'creationTimestamp', doc: 'When the object was created.' },
    { name: 'deletionTimestamp', doc: 'When the object will be deleted.' },
    { name: 'resourceVersion', doc: 'The version of the object the server stores.' },
    { name: 'generation', doc: 'The generation of the desired state.' },
  ],
};

/** The functions, standard (since 0) and Kubernetes (since the minor that added them). */
export const celFunctions: readonly CelFunction[] = [
  // Macros and the standard library (cel-go).
  { name: 'has', signature: 'has(e.f)', member: false, since: 0, doc: 'Tests whether a field is present.' },
  { name: 'size', signature: 'size(x) → int', member: false, since: 0, doc: 'The length of a string, bytes, list or map.' },
  { name: 'int', signature: 'int(x) → int', member: false, since: 0, doc: 'Converts to an int.' },
  { name: 'uint', signature: 'uint(x) → uint', member: false, since: 0, doc: 'Converts to a uint.' },
  { name: 'double', signature: 'double(x) → double', member: false, since: 0, doc: 'Converts to a double.' },
  { name: 'string', signature: 'string(x) → string', member: false, since: 0, doc: 'Converts to a string.' },
  { name: 'bytes', signature: 'bytes(x) → bytes', member: false, since: 0, doc: 'Converts to bytes.' },
  { name: 'bool', signature: 'bool(x) → bool', member: false, since: 0, doc: 'Converts "true" or "false" to a bool.' },
  { name: 'dyn', signature: 'dyn(x) → dyn', member: false, since: 0, doc: 'Makes the type checker treat x as any type.' },
  { name: 'type', signature: 'type(x) → type', member: false, since: 0, doc: 'The type of x.' },
  { name: 'duration', signature: 'duration(string) → duration', member: false, since: 0, doc: 'Parses a duration such as "1h30m".' },
  { name: 'timestamp', signature: 'timestamp(string) → timestamp', member: false, since: 0, doc: 'Parses an RFC 3339 timestamp.' },
  { name: 'matches', signature: 'matches(string, regex) → bool', member: false, since: 0, doc: 'Tests whether the string matches the RE2 regular expression.' },
  { name: 'all', signature: 'l.all(x, p) → bool', member: true, since: 0, doc: 'Tests whether p holds for every element (or map key).' },
  { name: 'exists', signature: 'l.exists(x, p) → bool', member: true, since: 0, doc: 'Tests whether p holds for at least one element.' },
  { name: 'exists_one', signature: 'l.exists_one(x, p) → bool', member: true, since: 0, doc: 'Tests whether p holds for exactly one element.' },
  { name: 'map', signature: 'l.map(x, e) → list', member: true, since: 0, doc: 'Transforms each element with e.' },
  { name: 'filter', signature: 'l.filter(x, p) → list', member: true, since: 0, doc: 'The elements for which p holds.' },
  { name: 'size', signature: 'x.size() → int', member: true, since: 0, doc: 'The length of a string, bytes, list or map.' },
  { name: 'contains', signature: 's.contains(string) → bool', member: true, since: 0, doc: 'Tests whether the string contains the substring.' },
  { name: 'startsWith', signature: 's.startsWith(string) → bool', member: true, since: 0, doc: 'Tests whether the string starts with the prefix.' },
  { name: 'endsWith', signature: 's.endsWith(string) → bool', member: true, since: 0, doc: 'Tests whether the string ends with the suffix.' },
  { name: 'matches', signature: 's.matches(regex) → bool', member: true, since: 0, doc: 'Tests whether the string matches the RE2 regular expression.' },
  // ext.Strings.
  { name: 'charAt', signature: 's.charAt(int) → string', member: true, since: 0, doc: 'The character at the index.' },
  { name: 'indexOf', signature: 's.indexOf(string) → int', member: true, since: 0, doc: 'The index of the first occurrence of the substring (or element), -1 if none.' },
  { name: 'lastIndexOf', signature: 's.lastIndexOf(string) → int', member: true, since: 0, doc: 'The index of the last occurrence of the substring (or element), -1 if none.' },
  { name: 'lowerAscii', signature: 's.lowerAscii() → string', member: true, since: 0, doc: 'The string with ASCII letters in lower case.' },
  { name: 'upperAscii', signature: 's.upperAscii() → string', member: true, since: 0, doc: 'The string with ASCII letters in upper case.' },
  { name: 'replace', signature: 's.replace(old, new) → string', member: true, since: 0, doc: 'Replaces every occurrence of old with new.' },
  { name: 'split', signature: 's.split(separator) → list(string)', member: true, since: 0, doc: 'Splits the string at each separator.' },
  { name: 'substring', signature: 's.substring(start, end) → string', member: true, since: 0, doc: 'The characters from start up to end.' },
  { name: 'trim', signature: 's.trim() → string', member: true, since: 0, doc: 'The string without leading and trailing whitespace.' },
  { name: 'join', signature: 'l.join(separator) → string', member: true, since: 0, doc: 'Joins a list of strings with the separator.' },
  { name: 'format', signature: 's.format(list) → string', member: true, since: 29, doc: 'Formats the string with the arguments, printf-style (%s, %d, %f...).' },
  { name: 'strings.quote', signature: 'strings.quote(string) → string', member: false, since: 29, doc: 'The string quoted and escaped as a CEL string literal.' },
  // Kubernetes lists, regex and URL libraries (1.0).
  { name: 'isSorted', signature: 'l.isSorted() → bool', member: true, since: 0, doc: 'Tests whether the list is sorted.' },
  { name: 'sum', signature: 'l.sum() → T', member: true, since: 0, doc: 'The sum of the elements.' },
  { name: 'min', signature: 'l.min() → T', member: true, since: 0, doc: 'The smallest element.' },
  { name: 'max', signature: 'l.max() → T', member: true, since: 0, doc: 'The largest element.' },
  { name: 'find', signature: 's.find(regex) → string', member: true, since: 0, doc: 'The first match of the regular expression, "" if none.' },
  { name: 'findAll', signature: 's.findAll(regex) → list(string)', member: true, since: 0, doc: 'All matches of the regular expression.' },
  { name: 'url', signature: 'url(string) → URL', member: false, since: 0, doc: 'Parses an absolute URL (or absolute path).' },
  { name: 'isURL', signature: 'isURL(string) → bool', member: false, since: 0, doc: 'Tests whether the string is a URL url() accepts.' },
  { name: 'getScheme', signature: 'url.getScheme() → string', member: true, since: 0, doc: 'The URL’s scheme.' },
  { name: 'getHost', signature: 'url.getHost() → string', member: true, since: 0, doc: 'The URL’s host, with the port.' },
  { name: 'getHostname', signature: 'url.getHostname() → string', member: true, since: 0, doc: 'The URL’s host, without the port.' },
  { name: 'getPort', signature: 'url.getPort() → string', member: true, since: 0, doc: 'The URL’s port, "" if none.' },
  { name: 'getEscapedPath', signature: 'url.getEscapedPath() → string', member: true, since: 0, doc: 'The URL’s path, escaped.' },
  { name: 'getQuery', signature: 'url.getQuery() → map(string, list(string))', member: true, since: 0, doc: 'The URL’s query parameters.' },
  // Authz (1.27).
  { name: 'path', signature: 'authorizer.path(string) → PathCheck', member: true, since: 27, doc: 'A check of a non-resource request path.' },
  { name: 'group', signature: 'authorizer.group(string) → GroupCheck', member: true, since: 27, doc: 'A check in an API group ("" for the core group).' },
  { name: 'serviceAccount', signature: 'authorizer.serviceAccount(namespace, name) → Authorizer', member: true, since: 27, doc: 'An authorizer for a service account instead of the requester.' },
  { name: 'resource', signature: 'group.resource(string) → ResourceCheck', member: true, since: 27, doc: 'A check of a resource in the group.' },
  { name: 'subresource', signature: 'resource.subresource(string) → ResourceCheck', member: true, since: 27, doc: 'A check of a subresource.' },
  { name: 'namespace', signature: 'resource.namespace(string) → ResourceCheck', member: true, since: 27, doc: 'A check in a namespace.' },
  { name: 'name', signature: 'resource.name(string) → ResourceCheck', member: true, since: 27, doc: 'A check of one named object.' },
  { name: 'check', signature: 'check.check(verb) → Decision', member: true, since: 27, doc: 'Runs the authorization check for the verb.' },
  { name: 'allowed', signature: 'decision.allowed() → bool', member: true, since: 27, doc: 'Whether the decision allows the request.' },
  { name: 'reason', signature: 'decision.reason() → string', member: true, since: 27, doc: 'The authorizer’s reason for the decision.' },
  { name: 'errored', signature: 'decision.errored() → bool', member: true, since: 27, doc: 'Whether the check ended in an error.' },
  { name: 'error', signature: 'decision.error() → string', member: true, since: 27, doc: 'The error of the check, "" if none.' },
  // Optional types, Quantity (1.28).
  { name: 'hasValue', signature: 'opt.hasValue() → bool', member: true, since: 28, doc: 'Whether the optional holds a value.' },
  { name: 'value', signature: 'opt.value() → T', member: true, since: 28, doc: 'The optional’s value; an error if it is empty.' },
  { name: 'orValue', signature: 'opt.orValue(T) → T', member: true, since: 28, doc: 'The optional’s value, or the default given.' },
  { name: 'or', signature: 'opt.or(optional) → optional', member: true, since: 28, doc: 'This optional if it has a value, else the other.' },
  { name: 'optional.of', signature: 'optional.of(T) → optional(T)', member: false, since: 28, doc: 'An optional holding the value.' },
  { name: 'optional.ofNonZeroValue', signature: 'optional.ofNonZeroValue(T) → optional(T)', member: false, since: 28, doc: 'An optional holding the value, empty if it is the zero value.' },
  { name: 'optional.none', signature: 'optional.none() → optional(T)', member: false, since: 28, doc: 'An empty optional.' },
  { name: 'quantity', signature: 'quantity(string) → Quantity', member: false, since: 28, doc: 'Parses a resource quantity such as "500m" or "1Gi".' },
  { name: 'isQuantity', signature: 'isQuantity(string) → bool', member: false, since: 28, doc: 'Tests whether the string is a quantity quantity() accepts.' },
  { name: 'sign', signature: 'q.sign() → int', member: true, since: 28, doc: '-1, 0 or 1 by the quantity’s sign.' },
  { name: 'isGreaterThan', signature: 'q.isGreaterThan(Quantity) → bool', member: true, since: 28, doc: 'Compares two quantities.' },
  { name: 'isLessThan', signature: 'q.isLessThan(Quantity) → bool', member: true, since: 28, doc: 'Compares two quantities.' },
  { name: 'compareTo', signature: 'q.compareTo(Quantity) → int', member: true, since: 28, doc: '-1, 0 or 1 as the quantity is less than, equal to or greater than the other.' },
  { name: 'asApproximateFloat', signature: 'q.asApproximateFloat() → double', member: true, since: 28, doc: 'The quantity as a double, possibly losing precision.' },
  { name: 'asInteger', signature: 'q.asInteger() → int', member: true, since: 28, doc: 'The quantity as an int; an error if it does not fit.' },
  { name: 'isInteger', signature: 'q.isInteger() → bool', member: true, since: 28, doc: 'Whether asInteger() would succeed.' },
  { name: 'add', signature: 'q.add(Quantity | int) → Quantity', member: true, since: 28, doc: 'The sum of two quantities.' },
  { name: 'sub', signature: 'q.sub(Quantity | int) → Quantity', member: true, since: 28, doc: 'The difference of two quantities.' },
  // ext.Sets (1.29), IP and CIDR (1.30), Format (1.31).
  { name: 'sets.contains', signature: 'sets.contains(list, list) → bool', member: false, since: 29, doc: 'Whether the first list contains every element of the second.' },
  { name: 'sets.equivalent', signature: 'sets.equivalent(list, list) → bool', member: false, since: 29, doc: 'Whether the two lists hold the same elements.' },
  { name: 'sets.intersects', signature: 'sets.intersects(list, list) → bool', member: false, since: 29, doc: 'Whether the two lists share an element.' },
  { name: 'ip', signature: 'ip(string) → IP', member: false, since: 30, doc: 'Parses an IPv4 or IPv6 address.' },
  { name: 'isIP', signature: 'isIP(string) → bool', member: false, since: 30, doc: 'Tests whether the string is an address ip() accepts.' },
  { name: 'cidr', signature: 'cidr(string) → CIDR', member: false, since: 30, doc: 'Parses a CIDR such as "10.0.0.0/8".' },
  { name: 'isCIDR', signature: 'isCIDR(string) → bool', member: false, since: 30, doc: 'Tests whether the string is a CIDR cidr() accepts.' },
  { name: 'family', signature: 'ip.family() → int', member: true, since: 30, doc: '4 or 6.' },
  { name: 'isLoopback', signature: 'ip.isLoopback() → bool', member: true, since: 30, doc: 'Whether the address is a loopback address.' },
  { name: 'isUnspecified', signature: 'ip.isUnspecified() → bool', member: true, since: 30, doc: 'Whether the address is 0.0.0.0 or ::.' },
  { name: 'isGlobalUnicast', signature: 'ip.isGlobalUnicast() → bool', member: true, since: 30, doc: 'Whether the address is a global unicast address.' },
  { name: 'isLinkLocalUnicast', signature: 'ip.isLinkLocalUnicast() → bool', member: true, since: 30, doc: 'Whether the address is a link-local unicast address.' },
  { name: 'isLinkLocalMulticast', signature: 'ip.isLinkLocalMulticast() → bool', member: true, since: 30, doc: 'Whether the address is a link-local multicast address.' },
  { name: 'containsIP', signature: 'cidr.containsIP(IP | string) → bool', member: true, since: 30, doc: 'Whether the CIDR contains the address.' },
  { name: 'containsCIDR', signature: 'cidr.containsCIDR(CIDR | string) → bool', member: true, since: 30, doc: 'Whether the CIDR contains the other CIDR.' },
  { name: 'masked', signature: 'cidr.masked() → CIDR', member: true, since: 30, doc: 'The CIDR with the host bits cleared.' },
  { name: 'prefixLength', signature: 'cidr.prefixLength() → int', member: true, since: 30, doc: 'The CIDR’s prefix length.' },
  { name: 'format.named', signature: 'format.named(string) → optional(Format)', member: false, since: 31, doc: 'A named format such as "dns1123Label", for validate().' },
  { name: 'validate', signature: 'format.validate(string) → optional(list(string))', member: true, since: 31, doc: 'The format’s errors for the string, none if it is valid.' },
  // Semver (1.33).
  { name: 'semver', signature: 'semver(string) → Semver', member: false, since: 33, doc: 'Parses a semantic version such as "1.2.3".' },
  { name: 'isSemver', signature: 'isSemver(string) → bool', member: false, since: 33, doc: 'Tests whether the string is a version semver() accepts.' },
  { name: 'major', signature: 'v.major() → int', member: true, since: 33, doc: 'The version’s major number.' },
  { name: 'minor', signature: 'v.minor() → int', member: true, since: 33, doc: 'The version’s minor number.' },
  { name: 'patch', signature: 'v.patch() → int', member: true, since: 33, doc: 'The version’s patch number.' },
  // MutatingAdmissionPolicy.
  { name: 'jsonpatch.escapeKey', signature: 'jsonpatch.escapeKey(string) → string', member: false, since: 32, mutation: true, doc: 'Escapes ~ and / for a JSON Patch path segment.' },
];
