// Reads the API types of k8s.io/api (kubernetes/api, `<group>/<version>/*.go`) as far as the editor
// schemas need them: each struct's JSON fields (name, Go type, doc comment, markers) and each
// type's prerelease lifecycle (zz_generated.prerelease-lifecycle.go). Then it turns a field's Go
// type into JSON Schema the way k8s.io/kube-openapi's openapi-gen does for the common cases
// (scalars, pointers, slices, maps, references to other API types).
//
// Only line-based Go (gofmt'ed struct declarations) is read: that is all these files hold.

/** The OpenAPI component name of a type declared in `<group>/<version>/` of k8s.io/api. */
export const componentName = (dir, type) => `io.k8s.api.${dir.replace('/', '.')}.${type}`;

const STRUCT = /^type (\w+) struct ?\{(\})?$/;
// `type A B` (a defined type) or `type A = other.B` (an alias of another package's type).
const ALIAS = /^type (\w+) (?:= )?(\S+)$/;
// `Name Type `json:"name,omitempty" ...`` or, embedded, `Type `json:",inline"``.
const FIELD = /^\t(?:(\w+)\s+)?(\S+)\s+`([^`]*)`/;

/**
 * Parses one Go file: `{ structs: { Type: { fields: [...], doc, markers } }, aliases: { Type: underlying },
 * imports: { name: '<group>/<version>' } }` (imports of other k8s.io/api packages only).
 * A field is `{ json, goType, doc, markers, omitempty, inline }`; `json: "-"` fields are left out.
 */
export function parseGoTypes(text) {
  const structs = {};
  const aliases = {};
  const imports = {};
  // `name "k8s.io/api/<group>/<version>"`, or unnamed (the package's own name, its last element).
  for (const [, name, dir] of text.matchAll(
    /^\s*(?:import\s+)?(\w+)?\s*"k8s\.io\/api\/([a-z0-9]+\/v[0-9a-z]+)"$/gm,
  ))
    imports[name ?? dir.slice(dir.indexOf('/') + 1)] = dir;
  let comment = [];
  let current;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (current === undefined) {
      const s = STRUCT.exec(line);
      if (s) {
        structs[s[1]] = { fields: [], ...splitComment(comment) };
        if (s[2] === undefined) current = structs[s[1]]; // `struct {}` closes on its line
      } else {
        const a = ALIAS.exec(line);
        if (a) aliases[a[1]] = a[2];
      }
    } else if (line === '}') {
      current = undefined;
    } else {
      const f = trimmed.startsWith('//') ? null : FIELD.exec(line);
      if (f) {
        const tag = /json:"([^"]*)"/.exec(f[3])?.[1] ?? '';
        const [json = '', ...options] = tag.split(',');
        if (json !== '-') {
          current.fields.push({
            json,
            goType: f[2],
            ...splitComment(comment),
            omitempty: options.includes('omitempty') || options.includes('omitzero'),
            // An embedded struct without a JSON name is inlined by encoding/json.
            inline: json === '' && f[1] === undefined,
          });
        }
      }
    }
    if (trimmed.startsWith('//')) comment.push(trimmed.replace(/^\/\/ ?/, ''));
    else comment = [];
  }
  return { structs, aliases, imports };
}

// A doc comment: its prose (paragraphs kept) and its `+marker=value` lines.
function splitComment(lines) {
  const markers = lines.filter((l) => l.startsWith('+'));
  const prose = lines.filter((l) => !l.startsWith('+') && !l.startsWith('---'));
  return { doc: prose.join('\n').trim(), markers };
}

const LIFECYCLE =
  /func \(in \*(\w+)\) APILifecycle(Introduced|Removed)\(\) \(major, minor int\) \{\n\s*return (\d+), (\d+)/g;

/** Reads zz_generated.prerelease-lifecycle.go: `{ Type: { introduced: minor, removed: minor } }`. */
export function parseLifecycle(text) {
  const out = {};
  for (const [, type, which, , minor] of text.matchAll(LIFECYCLE))
    (out[type] ??= {})[which.toLowerCase()] = Number(minor);
  return out;
}

// Types of other packages that openapi-gen references by their own component names.
const EXTERNAL = {
  'metav1.ObjectMeta': 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta',
  'metav1.ListMeta': 'io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta',
  'metav1.Time': 'io.k8s.apimachinery.pkg.apis.meta.v1.Time',
  'metav1.MicroTime': 'io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime',
  'metav1.LabelSelector': 'io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector',
  'metav1.Condition': 'io.k8s.apimachinery.pkg.apis.meta.v1.Condition',
  'metav1.Duration': 'io.k8s.apimachinery.pkg.apis.meta.v1.Duration',
  'resource.Quantity': 'io.k8s.apimachinery.pkg.api.resource.Quantity',
  'intstr.IntOrString': 'io.k8s.apimachinery.pkg.util.intstr.IntOrString',
  'runtime.RawExtension': 'io.k8s.apimachinery.pkg.runtime.RawExtension',
};
const SCALARS = {
  string: { type: 'string' },
  bool: { type: 'boolean' },
  int: { type: 'integer' },
  int32: { type: 'integer' },
  int64: { type: 'integer' },
  uint32: { type: 'integer' },
  uint64: { type: 'integer' },
  float64: { type: 'number' },
  'types.UID': { type: 'string' },
  'types.NodeName': { type: 'string' },
  'metav1.Duration': { type: 'string' },
};

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The JSON Schema of a Go type declared in package `dir` (e.g. `core/v1`), given every parsed
 * package (`{ dir: { structs, aliases, imports } }`). `onStruct(component, dir, type)` is told of
 * every API struct it references, so the caller can make sure each one has a schema.
 */
export function goTypeSchema(goType, dir, packages, onStruct = () => {}) {
  const again = (t, d = dir) => goTypeSchema(t, d, packages, onStruct);
  if (goType.startsWith('*')) return again(goType.slice(1));
  if (goType === '[]byte') return { type: 'string', format: 'byte' };
  if (goType.startsWith('[]')) return { type: 'array', items: again(goType.slice(2)) };
  const map = /^map\[[\w.]+\](.+)$/.exec(goType); // keys are strings or string types
  if (map) return { type: 'object', additionalProperties: again(map[1]) };
  if (SCALARS[goType]) return { ...SCALARS[goType] };
  if (EXTERNAL[goType]) return ref(EXTERNAL[goType]);
  const [qualifier, name] = goType.includes('.') ? goType.split('.') : [undefined, goType];
  const home = qualifier === undefined ? dir : packages[dir]?.imports[qualifier];
  const pkg = packages[home];
  if (pkg?.structs[name]) {
    onStruct(componentName(home, name), home, name);
    return ref(componentName(home, name));
  }
  if (pkg?.aliases[name]) return again(pkg.aliases[name], home);
  throw new Error(`goTypes: no schema for Go type ${goType} in ${dir}`);
}

/**
 * Where a named Go type of package `dir` is declared as a struct, following qualified names and
 * aliases: `{ dir, type }`, or undefined when it is no struct of k8s.io/api.
 */
export function resolveStruct(goType, dir, packages) {
  const [qualifier, name] = goType.includes('.') ? goType.split('.') : [undefined, goType];
  const home = qualifier === undefined ? dir : packages[dir]?.imports[qualifier];
  const pkg = packages[home];
  if (pkg?.structs[name]) return { dir: home, type: name };
  if (pkg?.aliases[name]) return resolveStruct(pkg.aliases[name], home, packages);
  return undefined;
}

/** A field's schema as openapi-gen writes it: its type, its doc as description, its list markers. */
export function fieldSchema(field, dir, packages, onStruct) {
  const schema = goTypeSchema(field.goType, dir, packages, onStruct);
  const marker = (key) =>
    field.markers.find((m) => m.startsWith(`+${key}=`))?.slice(key.length + 2);
  const listType = marker('listType');
  const keys = field.markers.filter((m) => m.startsWith('+listMapKey=')).map((m) => m.slice(12));
  const out = schema.$ref ? { allOf: [schema] } : schema;
  if (field.doc) out.description = field.doc;
  if (listType) out['x-kubernetes-list-type'] = listType;
  if (keys.length > 0) out['x-kubernetes-list-map-keys'] = keys;
  return out;
}

/** Whether openapi-gen lists the field as required: neither `+optional` nor omitempty. */
export const isRequired = (field) =>
  !field.omitempty && !field.markers.includes('+optional') && !field.inline;
