import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../engine/index.ts';
import { galleryEntries } from './galleryEntries.ts';
import { scenarioHeader } from './scenarioHeader.ts';
import { firstSentence, galleryEntry, groupByTopic, searchEntries } from './galleryEntry.ts';
import { topicByName, topicOf, topics } from './topics.ts';

const dir = new URL('../../../scenarios/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const scenarioOf = (file: string) => {
  const parsed = parseScenario(readFileSync(new URL(file, dir), 'utf8'));
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  return parsed.value.scenario;
};

// Issue 4: the lessons the gallery must teach, each by one scenario file.
const lessons: [lesson: string, file: string][] = [
  ['lexical order of mutating configurations', '01-mutating-order-lexical.yaml'],
  ['a webhook undoing another’s change (the sidecar that disappears)', '02-sidecar-undone.yaml'],
  ['reinvocation with IfNeeded vs Never', '03-reinvocation-ifneeded-vs-never.yaml'],
  ['parallel validation and the slowest webhook', '04-parallel-validation-first-denial.yaml'],
  ['failurePolicy Fail vs Ignore with a timeout', '05-failurepolicy-timeout.yaml'],
  ['sideEffects and dry run', '06-dry-run-side-effects.yaml'],
  ['namespaceSelector and the kube-system exclusion', '07-namespace-selector-kube-system.yaml'],
  ['objectSelector on UPDATE and DELETE', '08-object-selector-update.yaml'],
  ['matchPolicy Equivalent', '09-match-policy-equivalent.yaml'],
  ['warnings from several webhooks', '10-warnings-from-several-webhooks.yaml'],
  ['a patch that fails to apply', '11-patch-test-fails.yaml'],
  ['a denial with a custom status code', '12-denial-custom-status-code.yaml'],
  ['an UPDATE with oldObject', '13-update-with-old-object.yaml'],
  ['a DELETE', '14-delete-protected.yaml'],
  ['a CONNECT (exec)', '15-connect-exec.yaml'],
  // Issue 6: in-process plugins and defaulting.
  [
    'what a webhook really receives for a bare Pod (defaulting + ServiceAccount)',
    '22-bare-pod-what-the-webhook-receives.yaml',
  ],
  ['PodSecurity restricted with warn vs enforce', '23-pod-security-warn-vs-enforce.yaml'],
  [
    'LimitRanger defaults feeding a validating webhook',
    '24-limitranger-defaults-feed-a-webhook.yaml',
  ],
  ['NamespaceLifecycle in a terminating namespace', '25-namespace-terminating.yaml'],
  // Issue 7: webhook servers that run code.
  ['a sidecar injector written as a script', '26-sidecar-injector-script.yaml'],
  ['a script webhook that reads oldObject on UPDATE', '27-script-reads-old-object.yaml'],
  // Issue 17: field validation between the admission phases.
  ['a mutating webhook that breaks the Pod', '29-mutating-webhook-breaks-the-pod.yaml'],
  ['an enum typo refused by field validation', '36-imagepullpolicy-typo.yaml'],
  ['a LimitRange default below the request', '37-limitrange-default-below-request.yaml'],
  // Issue 18: custom resources.
  [
    "a mutating webhook's patch that breaks a custom resource's schema",
    '56-webhook-patch-breaks-a-custom-resource.yaml',
  ],
  ["a CRD's CEL rule (x-kubernetes-validations)", '57-gateway-listener-cel-rule.yaml'],
];

describe('the gallery scenarios', () => {
  it('has at least 15 scenario files', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it.each(lessons)(
    'teaches %s with %s, which has a title, a description and an expect block',
    (_lesson, file) => {
      expect(files).toContain(file);
      const scenario = scenarioOf(file);
      expect(scenario.title?.trim()).toBeTruthy();
      expect(scenario.description?.trim()).toBeTruthy();
      expect(scenario.expect).toBeDefined();
    },
  );

  it.each(files)('%s is named after its file and has a topic (its own or "Other")', (file) => {
    const { name } = scenarioOf(file);
    expect(name).toBe(file.replace(/\.yaml$/, ''));
    expect(topics).toContain(topicOf(name));
  });

  it.each(files)(
    '%s: the gallery reads the same name, title and description as the engine',
    (file) => {
      const { name, title, description } = scenarioOf(file);
      expect(scenarioHeader(readFileSync(new URL(file, dir), 'utf8'), 'fallback')).toEqual({
        name,
        title,
        description,
      });
    },
  );

  it('lists only known topics and only scenarios that exist', () => {
    const names = files.map((f) => f.replace(/\.yaml$/, ''));
    for (const [name, topic] of Object.entries(topicByName)) {
      expect(names).toContain(name);
      expect(topics).toContain(topic);
    }
  });

  it('puts a scenario that is not in the table under "Other"', () => {
    expect(topicOf('99-added-by-a-later-issue')).toBe('Other');
    expect(topicOf('constructor')).toBe('Other');
  });

  it('builds one entry per file, each with a title, a summary and its text', () => {
    expect(galleryEntries.map((e) => `${e.name}.yaml`)).toEqual(files);
    for (const e of galleryEntries) {
      expect(e.title).not.toBe(e.name);
      expect(e.summary).toMatch(/[.!?]$/);
      expect(e.text).toContain(`name: ${e.name}`);
    }
  });
});

describe('firstSentence', () => {
  it.each([
    ['stops at the first full stop', 'One thing. Another.', 'One thing.'],
    [
      'keeps a version number whole',
      'Since 1.21 the server sets it. More.',
      'Since 1.21 the server sets it.',
    ],
    ['joins lines', 'A long\nsentence. Next', 'A long sentence.'],
    ['takes the whole text without a full stop', 'no stop here', 'no stop here'],
    [
      'cuts a long sentence at a word',
      `${'word '.repeat(50)}end.`,
      `${'word '.repeat(31).trim()}…`,
    ],
  ])('%s', (_name, text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});

describe('searchEntries and groupByTopic', () => {
  const entries = [
    galleryEntry('a', {
      name: '03-reinvocation-ifneeded-vs-never',
      title: 'Reinvocation',
      description: 'IfNeeded runs *again*.',
    }),
    galleryEntry('b', {
      name: '14-delete-protected',
      title: 'Denying a DELETE',
      description: 'No new object.',
    }),
    galleryEntry('c', { name: 'later', title: 'Something new' }),
  ];

  it.each([
    ['a title word, in any case', 'reinvocation', ['03-reinvocation-ifneeded-vs-never']],
    ['description text without its markup', 'runs again', ['03-reinvocation-ifneeded-vs-never']],
    ['a topic', 'operations', ['14-delete-protected']],
    ['a name', 'later', ['later']],
    ['every word of the query', 'delete object', ['14-delete-protected']],
    ['nothing', 'kube-system', []],
    [
      'everything for an empty query',
      '  ',
      ['03-reinvocation-ifneeded-vs-never', '14-delete-protected', 'later'],
    ],
  ])('finds %s', (_name, query, names) => {
    expect(searchEntries(entries, query).map((e) => e.name)).toEqual(names);
  });

  it('groups by topic in display order and leaves empty topics out', () => {
    expect(
      groupByTopic(entries, topics).map((g) => [g.topic, g.entries.map((e) => e.text)]),
    ).toEqual([
      ['Order and reinvocation', ['a']],
      ['Operations: UPDATE, DELETE, CONNECT', ['b']],
      ['Other', ['c']],
    ]);
  });
});

describe('scenarioHeader', () => {
  it.each([
    [
      'plain scalars',
      'name: a\ntitle: A title: with a colon\n',
      { name: 'a', title: 'A title: with a colon', description: undefined },
    ],
    [
      'quoted scalars',
      `name: "a"\ntitle: 'It''s # not a comment'\n`,
      { name: 'a', title: "It's # not a comment", description: undefined },
    ],
    [
      'a comment after a plain scalar',
      'name: a # the name\n',
      { name: 'a', title: undefined, description: undefined },
    ],
    [
      'a literal block',
      'name: a\ndescription: |\n  one\n\n  two\nrequest: {}\n',
      { name: 'a', title: undefined, description: 'one\n\ntwo\n' },
    ],
    [
      'a stripped literal block',
      'name: a\ndescription: |-\n  one\n  two\n',
      { name: 'a', title: undefined, description: 'one\ntwo' },
    ],
    [
      'a folded block',
      'name: a\ndescription: >\n  one\n  two\n\n  three\n',
      { name: 'a', title: undefined, description: 'one two\n\nthree\n' },
    ],
    [
      "nested keys are not the scenario's",
      'request:\n  name: web\nname: a\n',
      { name: 'a', title: undefined, description: undefined },
    ],
    ["no name: the file's", 'title: T\n', { name: 'fallback', title: 'T', description: undefined }],
  ])('reads %s', (_name, text, expected) => {
    expect(scenarioHeader(text, 'fallback')).toEqual(expected);
  });
});
