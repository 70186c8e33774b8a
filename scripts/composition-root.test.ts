/**
 * The composition root binds nothing late (decision 210): apps/api/src/app.ts declares no `let`
 * (nor `var`), so every part it hands a module exists, whole, when the module registers; a cycle
 * between modules is broken by a read-only part built first, never by a variable assigned after.
 * Read with the TypeScript parser, so a comment or a string saying "let" does not count. It does
 * not see every way to defer (a mutable object would); review holds the rest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

/** The names declared with `let` or `var` in a source, with their lines. */
function rebindable(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && !(node.flags & (ts.NodeFlags.Const | ts.NodeFlags.Using))) {
      for (const declaration of node.declarations) {
        const { line } = source.getLineAndCharacterOfPosition(declaration.getStart());
        found.push(`${declaration.name.getText()} (line ${line + 1})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the composition root', () => {
  it('declares no variable it could bind later: app.ts has no let', () => {
    const file = path.join(repoRoot, 'apps/api/src/app.ts');
    expect(rebindable(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the probe sees a late binding (in a nested function too) and leaves consts and comments', () => {
    const late = [
      '// let a comment be',
      'const a = 1;',
      'export async function build() {',
      '  let agencyOf = null;',
      "  const text = 'let b = 2';",
      '  for (var i = 0; i < 1; i += 1) agencyOf = i;',
      '  return [a, text, agencyOf];',
      '}',
    ].join('\n');
    expect(rebindable('probe.ts', late)).toEqual(['agencyOf (line 4)', 'i (line 6)']);
  });
});
