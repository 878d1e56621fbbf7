// The tag pkg/util/parsers.ParseImageName finds in a container image, which SetDefaults_Container
// uses for imagePullPolicy: "latest" when the reference names neither tag nor digest, "" when the
// reference does not parse (github.com/distribution/reference ParseNormalizedNamed: grammar in
// regexp.go, lowercase repository, no bare 64-hex identifier, name at most 255 bytes, a digest
// of a known algorithm and length).

const alnum = '[a-z0-9]+';
const separator = '(?:[._]|__|[-]+)';
const pathComponent = `${alnum}(?:${separator}${alnum})*`;
const domainComponent = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const host = `(?:${domainComponent}(?:\\.${domainComponent})*|\\[[a-fA-F0-9:]+\\])`;
const domainAndPort = `${host}(?::[0-9]+)?`;
const name = `(?:${domainAndPort}/)?${pathComponent}(?:/${pathComponent})*`;
const tag = '[\\w][\\w.-]{0,127}';
const digest = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const reference = new RegExp(`^(${name})(?::(${tag}))?(?:@(${digest}))?$`);

// The digest algorithms go-digest registers, with their hex lengths.
const digestLengths: Readonly<Record<string, number>> = { sha256: 64, sha384: 96, sha512: 128 };

function validDigest(d: string): boolean {
  const colon = d.indexOf(':');
  const length = digestLengths[d.slice(0, colon)];
  const hex = d.slice(colon + 1);
  return length !== undefined && hex.length === length && /^[a-f0-9]+$/.test(hex);
}

/** Returns the image's tag as ParseImageName does ("latest" when absent, "" when it does not parse). */
export function imageTag(image: string): string {
  if (/^[a-f0-9]{64}$/.test(image)) return '';
  const m = reference.exec(image);
  if (m === null) return '';
  const [, named = '', tagged = '', digested] = m;
  if (named.length > 255) return '';
  if (digested !== undefined && !validDigest(digested)) return '';
  return tagged === '' && digested === undefined ? 'latest' : tagged;
}

/** SetDefaults_Container's pull policy: Always for the latest tag, IfNotPresent otherwise. */
export const defaultPullPolicy = (image: string): string =>
  imageTag(image) === 'latest' ? 'Always' : 'IfNotPresent';
