import type { CelTokenKind } from './celTokens.ts';
import { describeTokenContrast } from '../tokenContrast.testing.ts';

const kinds: CelTokenKind[] = [
  'keyword',
  'constant',
  'string',
  'number',
  'operator',
  'variable',
  'function',
  'field',
  'identifier',
  'comment',
];
describeTokenContrast(new URL('./celTokens.css', import.meta.url), 'cel', kinds);
