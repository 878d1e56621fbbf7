// Indexing an object type is no overload in cel-go (`_[_]` takes lists and maps; checker.go
// resolveOverload), while cel-js reads a registered type's field by `[]` too: `self.a['b']` on a
// schema object is refused at compile time, as apiextensions-apiserver's tests expect
// (pkg/apiserver/schema/cel/validation_test.go "object access"). And an optional selection of a
// field the object type lacks (`self.?foo`) is cel-go's `undefined field` (checker.go
// checkOptSelect), where cel-js gives optional.none().

import type { CelIssue } from './errors.ts';
import { celGoOffset, isCelNode, walkNodes } from './locations.ts';
import { messageTypeName } from './types.ts';

/**
 * The `_[_]` and `_[?_]` calls on an object (message) type, and `.?` of a field not in `fields`
 * (an object type's declared fields by its name), as cel-go's checker reports them.
 */
export function messageIndexIssues(
  ast: unknown,
  text: string,
  fields: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): CelIssue[] {
  const issues: CelIssue[] = [];
  walkNodes(ast, (node) => {
    if (node.op === '.?') {
      const [operand, field] = node.args as [unknown, string];
      const declared = isCelNode(operand) ? fields.get(operand.checkedType?.name ?? '') : undefined;
      if (declared !== undefined && !declared.has(field))
        issues.push({ offset: celGoOffset(node, text), message: `undefined field '${field}'` });
      return;
    }
    if (node.op !== '[]' && node.op !== '[?]') return;
    const [operand, index] = node.args as unknown[];
    if (!isCelNode(operand) || operand.checkedType?.kind !== 'message') return;
    const name = node.op === '[]' ? '_[_]' : '_[?_]';
    const indexType = isCelNode(index) ? (index.checkedType?.name ?? 'dyn') : 'dyn';
    issues.push({
      offset: celGoOffset(node, text),
      message: `found no matching overload for '${name}' applied to '(${messageTypeName(operand.checkedType.name)}, ${messageTypeName(indexType)})'`,
    });
  });
  return issues;
}
