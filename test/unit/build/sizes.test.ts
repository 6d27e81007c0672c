// @vitest-environment node
// Sizes held: no file of src/ over 250 lines, no function over 100 (a function, method, arrow
// function or component: any function-like node with a body, read by the TypeScript parser).
// Past those a file or function holds more than one thing, and is read, reviewed and changed as
// one. A failure names the file, the line and the size.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const FILE_LINES_MAX = 250;
const FUNCTION_LINES_MAX = 100;


function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Lines of a text as an editor numbers them (a last line ending in a newline adds none). */
const linesOf = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Each function-like node with a body in a source text: the line it starts on and its lines. */
function functionsOf(text: string, file: string): { line: number; size: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: { line: number; size: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = lineOf(node.getStart(source));
      found.push({ line, size: lineOf(node.getEnd()) - line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What is over a limit in one file: `file:line` and the size, one each. */
function oversized(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const lines = linesOf(text);
  return [
    ...(lines > FILE_LINES_MAX ? [`${file}: ${lines} lines (at most ${FILE_LINES_MAX})`] : []),
    ...functionsOf(text, file)
      .filter(({ size }) => size > FUNCTION_LINES_MAX)
      .map(({ line, size }) => `${file}:${line}: a function of ${size} lines (at most ${FUNCTION_LINES_MAX})`),
  ];
}

const FILES = sourceFiles(join(ROOT, 'src')).map((path) => relative(ROOT, path)).sort();

describe('sizes', () => {
  test('no file of src/ over its limit of lines, no function over its own', () => {
    const found = FILES.flatMap(oversized);
    expect(found).toEqual([]);
  });

  test('the reader sees every kind of function, and its lines as an editor counts them', () => {
    const sample = 'export const f = () => {\n  return 1;\n};\nfunction g() {}\nclass C {\n  m() { return () => 2; }\n}\nconst App = () => <div>{[1].map(function (n) {\n  return n;\n})}</div>;\n';
    expect(functionsOf(sample, 'sample.tsx')).toEqual([
      { line: 1, size: 3 },
      { line: 4, size: 1 },
      { line: 6, size: 1 },
      { line: 6, size: 1 },
      { line: 8, size: 3 },
      { line: 8, size: 3 },
    ]);
    expect(linesOf(sample)).toBe(10);
  });
});
