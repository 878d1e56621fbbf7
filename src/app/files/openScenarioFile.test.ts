import { describe, expect, it } from 'vitest';
import { sampleScenario } from '../sampleScenario.ts';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { selectErrorLines } from '../store/selectors.ts';
import { exportFileName } from './exportScenario.ts';
import { maxFileChars, openScenarioFile } from './openScenarioFile.ts';

const file = (name: string, text: string, size = text.length) => ({
  name,
  size,
  text: () => Promise.resolve(text),
});

describe('openScenarioFile', () => {
  it('opens the file, says so, and Undo brings the previous scenario back', async () => {
    const store = createEvaluatedStore();
    await openScenarioFile(
      store,
      file('mine.yaml', sampleScenario.replace('name: web', 'name: api')),
    );
    expect(store.getState().source).toContain('name: api');
    expect(store.getState().notice?.text).toBe(
      'Opened mine.yaml. Undo restores your previous scenario.',
    );
    store.getState().undo();
    expect(store.getState().source).toBe(sampleScenario);
  });

  it('opens a file of several MiB, as the engine takes up to 16 MiB', async () => {
    const store = createEvaluatedStore();
    // 3 MiB of multi-byte text: more bytes than characters, under the limit either way.
    const big = `${sampleScenario}# ${'é'.repeat(3 * 1024 * 1024)}\n`;
    await openScenarioFile(store, file('big.yaml', big, 2 * big.length));
    expect(store.getState().source).toBe(big);
  });

  it('opens a file that is not a valid scenario, so the editors show its errors', async () => {
    const store = createEvaluatedStore();
    await openScenarioFile(store, file('broken.yaml', 'kind: AdmissionScenario\nrequest: [\n'));
    expect(store.getState().source).toBe('kind: AdmissionScenario\nrequest: [\n');
    expect(selectErrorLines(store.getState()).length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a file of more than 16 MiB of text',
      file('big.yaml', `a: "${'x'.repeat(maxFileChars)}"\n`),
      'big.yaml is larger than 16 MiB: not opened.',
    ],
    [
      'a file too large to hold 16 MiB of text in any encoding, unread',
      {
        name: 'huge.yaml',
        size: 3 * maxFileChars + 1,
        text: () => Promise.reject(new Error('must not be read')),
      },
      'huge.yaml is larger than 16 MiB: not opened.',
    ],
    [
      'a binary file',
      file('photo.yaml', 'GIF89a\0\0'),
      'photo.yaml is not a text file: not opened.',
    ],
    [
      'a file that cannot be read',
      { name: 'gone.yaml', size: 1, text: () => Promise.reject(new Error('gone')) },
      'gone.yaml could not be read: not opened.',
    ],
  ])('refuses %s and keeps the scenario', async (_name, f, message) => {
    const store = createEvaluatedStore();
    await openScenarioFile(store, f);
    expect(store.getState().source).toBe(sampleScenario);
    expect(store.getState().notice).toEqual({ text: message, tone: 'problem', seq: 1 });
  });
});

describe('exportFileName', () => {
  it.each([
    ['the scenario name', sampleScenario, 'label-then-deny.yaml'],
    [
      'a name with odd characters',
      sampleScenario.replace('name: label-then-deny', 'name: "my test/1 "'),
      'my-test-1.yaml',
    ],
    ['no name while the text does not parse', 'kind: [\n', 'scenario.yaml'],
  ])('uses %s', (_name, source, expected) => {
    expect(exportFileName(createEvaluatedStore({ source }).getState())).toBe(expected);
  });
});
