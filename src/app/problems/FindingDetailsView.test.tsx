import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FindingDetailsView } from './FindingDetailsView.tsx';
import type { FindingDetails } from './providers.ts';

const guidance = {
  page: 'Dynamic Admission Control',
  section: 'Avoiding deadlocks in self-hosted webhooks',
  url: 'https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/#avoiding-deadlocks-in-self-hosted-webhooks',
};

const render = (details: FindingDetails) =>
  renderToStaticMarkup(<FindingDetailsView id="d1" details={details} />);

describe('a finding\u2019s details', () => {
  it('quotes the guidance section and links its page in a new tab, without the opener', () => {
    const html = render({ why: 'its pods cannot start while it is down', guidance });
    expect(html).toContain('its pods cannot start while it is down');
    expect(html).toContain(`<q cite="${guidance.url}">${guidance.section}</q>`);
    expect(html).toContain(
      `<a href="${guidance.url}" target="_blank" rel="noopener noreferrer">Dynamic Admission Control`,
    );
  });

  it('draws both objects of a webhook that is not idempotent as a line diff', () => {
    const before = { spec: { containers: [{ name: 'a' }, { name: 'proxy' }] } };
    const after = { spec: { containers: [{ name: 'a' }, { name: 'proxy' }, { name: 'proxy' }] } };
    const html = render({ why: 'w', diff: { before, after } });
    expect(html).toContain('aria-label="First output and second output"');
    expect(html.match(/data-kind="added"/g)).toHaveLength(1);
    expect(html).toMatch(/data-kind="added"[^>]*>\+ {5}- name: proxy/);
    expect(html).not.toContain('data-kind="removed"');
  });

  it('says the second answer denied where there is no second object', () => {
    const html = render({ why: 'w', diff: { before: { a: '1' } } });
    expect(html).toContain('the second answer denied the object the first produced');
    expect(html).not.toContain('First output and second output');
  });
});
