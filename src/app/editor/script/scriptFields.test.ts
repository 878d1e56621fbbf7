import { describe, expect, it } from 'vitest';
import { sourceRange } from '../cel/scalarSource.ts';
import { findScriptFields, type ScriptField } from './scriptFields.ts';

/** Each script's key, pointer, value, and the text its value is written as. */
const summary = (text: string, fields: ScriptField[]) =>
  fields.map((f) => {
    const { start, end } = sourceRange(f.scalar, 0, f.scalar.value.length);
    return {
      key: f.key,
      pointer: f.pointer,
      script: f.scalar.value,
      written: text.slice(start, end),
    };
  });

const scenario = `name: s
webhooks:
  protect.example.com:
    script: |
      export default function admit(review) {
        return { allowed: true };
      }
  static.example.com:
    response: { allowed: true }
  cfg/dup.example.com:
    script: "export default () => ({ allowed: \\"yes\\" === 'yes' })"
expect:
  allowed: true
`;

describe('findScriptFields', () => {
  it('finds each webhooks.<key>.script in the whole scenario, block and quoted', () => {
    expect(summary(scenario, findScriptFields(scenario, 'scenario'))).toEqual([
      {
        key: 'protect.example.com',
        pointer: '/webhooks/protect.example.com/script',
        script: 'export default function admit(review) {\n  return { allowed: true };\n}\n',
        written:
          'export default function admit(review) {\n        return { allowed: true };\n      }\n',
      },
      {
        key: 'cfg/dup.example.com',
        pointer: '/webhooks/cfg~1dup.example.com/script',
        script: `export default () => ({ allowed: "yes" === 'yes' })`,
        written: `export default () => ({ allowed: \\"yes\\" === 'yes' })`,
      },
    ]);
  });

  it('reads the webhook servers section as the webhooks map itself, with the scenario pointers', () => {
    const section = `protect.example.com:\n  latencyMs: 5\n  script: |-\n    export default () => ({ allowed: false })\n`;
    expect(summary(section, findScriptFields(section, 'webhooks'))).toEqual([
      {
        key: 'protect.example.com',
        pointer: '/webhooks/protect.example.com/script',
        script: 'export default () => ({ allowed: false })',
        written: 'export default () => ({ allowed: false })',
      },
    ]);
  });

  it('places each character of a block script at its place in the text', () => {
    const [field] = findScriptFields(scenario, 'scenario');
    const at = field!.scalar.value.indexOf('return');
    const { start } = sourceRange(field!.scalar, at, at + 6);
    expect(scenario.slice(start, start + 6)).toBe('return');
  });

  it('finds nothing where there is no script, or no webhooks map', () => {
    expect(
      findScriptFields('webhooks:\n  a:\n    response: { allowed: true }\n', 'scenario'),
    ).toEqual([]);
    expect(findScriptFields('webhooks: [a, b]\n', 'scenario')).toEqual([]);
    expect(findScriptFields('- a\n- b\n', 'webhooks')).toEqual([]);
    expect(findScriptFields('', 'scenario')).toEqual([]);
    // A script that is not a string (a map) is the schema's to complain about.
    expect(findScriptFields('webhooks:\n  a:\n    script: { x: 1 }\n', 'scenario')).toEqual([]);
  });

  it('still finds the scripts while another part of the text does not parse', () => {
    const broken = `${scenario}request: [\n`;
    expect(findScriptFields(broken, 'scenario').map((f) => f.key)).toContain('protect.example.com');
  });
});
