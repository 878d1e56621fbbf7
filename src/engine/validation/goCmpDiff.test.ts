// Checks the go-cmp layout (cmp/report_compare.go, report_text.go) that goCmpDiff follows: markers and
// tabs, two context records, the identical-record ellipsis, aligned keys, quoted map keys, and long
// removed or inserted values spread over lines.

import { describe, expect, it } from 'vitest';
import { goCmpDiff } from './goCmpDiff.ts';

const lines = (text: string): string[] => text.split('\n');

describe('goCmpDiff', () => {
  it('is empty for equal values', () => {
    expect(goCmpDiff({ a: 1 }, { a: 1 }, 'core.PodSpec')).toBe('');
  });

  it('marks a changed field with - and +, a plain space and tab indentation', () => {
    expect(goCmpDiff({ dnsPolicy: 'ClusterFirst' }, { dnsPolicy: 'Default' }, 'core.PodSpec')).toBe(
      '  core.PodSpec{\n- \tDNSPolicy: "ClusterFirst",\n+ \tDNSPolicy: "Default",\n  }\n',
    );
  });

  it('keeps two identical records around a change and folds the rest', () => {
    const old = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9 };
    expect(lines(goCmpDiff(old, { ...old, e: 50 }, 'T'))).toEqual([
      '  T{',
      '  \t... // 2 identical fields',
      '  \tC: 3,',
      '  \tD: 4,',
      '- \tE: 5,',
      '+ \tE: 50,',
      '  \tF: 6,',
      '  \tG: 7,',
      '  \t... // 2 identical fields',
      '  }',
      '',
    ]);
  });

  it('shows a lone identical record instead of folding it (go-cmp avoids a one-record ellipsis)', () => {
    expect(lines(goCmpDiff({ a: 1, b: 2, c: 3 }, { a: 1, b: 2, c: 4 }, 'T')).slice(1, 3)).toEqual([
      '  \tA: 1,',
      '  \tB: 2,',
    ]);
  });

  it('walks into nested structs and lists, aligning the keys of one-line records', () => {
    const old = { containers: [{ name: 'app', image: 'nginx:1.27' }] };
    const now = { containers: [{ name: 'app', image: 'nginx:1.28' }] };
    expect(lines(goCmpDiff(old, now, 'core.PodSpec'))).toEqual([
      '  core.PodSpec{',
      '  \tContainers: {',
      '  \t\t{',
      '  \t\t\tName:  "app",',
      '- \t\t\tImage: "nginx:1.27",',
      '+ \t\t\tImage: "nginx:1.28",',
      '  \t\t},',
      '  \t},',
      '  }',
      '',
    ]);
  });

  it('quotes map keys and prints an added map entry on one line', () => {
    expect(
      lines(goCmpDiff({ nodeSelector: { a: 'b' } }, { nodeSelector: { a: 'b', zone: 'x' } }, 'T')),
    ).toEqual([
      '  T{',
      '  \tNodeSelector: {',
      '  \t\t"a":    "b",',
      '+ \t\t"zone": "x",',
      '  \t},',
      '  }',
      '',
    ]);
  });

  it('spreads a removed value longer than 80 columns over lines', () => {
    const long = {
      name: 'sidecar',
      image: 'registry.example.com/platform/sidecar-injector:v1.2.3-rc.4',
      args: ['--x'],
    };
    const out = lines(goCmpDiff({ containers: [long] }, { containers: [] }, 'T'));
    expect(out.slice(0, 4)).toEqual([
      '  T{',
      '- \tContainers: {',
      '- \t\t{Name: "sidecar", Image: "registry.example.com/platform/sidecar-injector:v1.2.3-rc.4", Args: {"--x"}},',
      '- \t},',
    ]);
  });
});
