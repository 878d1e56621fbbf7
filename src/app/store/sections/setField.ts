// Sets one field of the scenario from the request bar by splicing the text at the field's node:
// only the value's bytes change (a missing key is added at its mapping's indentation, a removed
// one loses its lines). Where the layout is one the splice does not handle, or its result would
// not hold the same data, the whole document is rewritten as before (restringify.ts).

import { isMap, isSeq, parse, type Document } from 'yaml';
import { fieldNode, type FieldValue } from './fieldNode.ts';
import { setFieldByRewriting } from './restringify.ts';
import { holdsData, setInData } from './sameData.ts';
import { applySplices, layoutOf, valueText } from './replaceValue.ts';
import { writeValue } from './writeValue.ts';
import { readYaml, stringifyNode } from './yamlDocument.ts';

export type { FieldValue } from './fieldNode.ts';

/** The scenario text with the field at `path` set (or removed); undefined when the text is not YAML. */
export function setField(
  source: string,
  path: readonly string[],
  value: FieldValue,
): string | undefined {
  const { doc, problems, data } = readYaml(source);
  if (problems.length > 0 || (doc.contents !== null && !isMap(doc.contents))) return undefined;
  return splicedField(source, doc, path, value, data()) ?? setFieldByRewriting(source, path, value);
}

/** Sets the field by splicing alone; undefined where the rewriting fallback must do it. */
export function splicedField(
  source: string,
  doc: Document,
  path: readonly string[],
  value: FieldValue,
  data: unknown = doc.toJS(),
): string | undefined {
  let text: ReturnType<typeof valueText> | undefined;
  if (value !== undefined) {
    // A list keeps the person's block or flow style and their `[a]` or `[ a ]` spacing (a new
    // one takes the spacing of the text's first flow list).
    const current = doc.getIn(path, true);
    const block = isSeq(current) && !current.flow;
    const written =
      isSeq(current) && current.range
        ? source.slice(current.range[0])
        : (/:[ \t]+(\[[^\]\n])/.exec(source)?.[1] ?? '');
    const node = fieldNode(value, block);
    const padding = !/^[[{][^ \]}]/.test(written);
    text = valueText(stringifyNode(node, { flowCollectionPadding: padding }), node);
  }
  const splice = writeValue(source, doc, path, text, layoutOf(source), true);
  if (splice === undefined) return undefined;
  const next = applySplices(source, [splice]);
  const newData =
    text === undefined
      ? undefined
      : (parse(text.text, { version: '1.1', schema: 'failsafe' }) as unknown);
  return holdsData(next, setInData(data, path, newData)) ? next : undefined;
}
