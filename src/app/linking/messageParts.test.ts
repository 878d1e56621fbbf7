import { describe, expect, it } from 'vitest';
import { messageParts } from './messageParts.ts';

describe('messageParts', () => {
  it('cuts out each field path the causes name, longest first', () => {
    const text =
      'Pod "web" is invalid: [spec.containers[0].image: Required value, spec.containers[0]: Invalid value]';
    expect(messageParts(text, ['spec.containers[0]', 'spec.containers[0].image'])).toEqual([
      { text: 'Pod "web" is invalid: [' },
      { text: 'spec.containers[0].image', field: 'spec.containers[0].image' },
      { text: ': Required value, ' },
      { text: 'spec.containers[0]', field: 'spec.containers[0]' },
      { text: ': Invalid value]' },
    ]);
  });

  it('takes only whole paths, and a path that ends a sentence', () => {
    expect(messageParts('see metadata.name.', ['metadata.name'])).toEqual([
      { text: 'see ' },
      { text: 'metadata.name', field: 'metadata.name' },
      { text: '.' },
    ]);
    expect(messageParts('xmetadata.names', ['metadata.name'])).toEqual([
      { text: 'xmetadata.names' },
    ]);
  });

  it('leaves a message with no fields whole', () => {
    expect(messageParts('denied', [])).toEqual([{ text: 'denied' }]);
  });
});
