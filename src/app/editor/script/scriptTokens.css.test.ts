import type { ScriptTokenKind } from './scriptTokens.ts';
import { describeTokenContrast } from '../tokenContrast.testing.ts';

const kinds: ScriptTokenKind[] = [
  'keyword',
  'string',
  'number',
  'comment',
  'identifier',
  'type',
  'delimiter',
  'regexp',
];
describeTokenContrast(new URL('./scriptTokens.css', import.meta.url), 'js', kinds);
