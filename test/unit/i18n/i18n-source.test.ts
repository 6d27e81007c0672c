// No word of the interface is written into the code: every visible string goes through t() or
// plural(), every key the code names is in messages.json, and every message there is used.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { messagesOf } from '../../support/i18n';

const ROOT = resolve('.');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(resolve(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/** Where the interface's words are: the pages' components and the code that words messages for them. */
const UI_FILES = [
  ...filesUnder('src/ui', /\.tsx?$/),
  // Each kind's editor, its words and what its model says to the owner.
  ...filesUnder('src/kinds', /\.tsx?$/),
  'src/content/closed-ui.ts',
  'src/content/launcher.ts',
  'src/content/start.ts',
  'src/background/launcher-label.ts',
  'src/background/site-check.ts',
  'src/background/sites.ts',
  'src/vault/origin.ts',
  'src/api/errors.ts',
];

/** Symbols that may stand in the markup as they are. */
const ALLOWED_TEXT = new Set(['·', '•', '✎', '…', '—', '/', ':', '#', '⠿', '⋯']);

/** Props and properties whose text people read. */
const VISIBLE_PROPS = new Set(['label', 'title', 'aria-label', 'placeholder', 'alt', 'hint', 'message', 'remedy', 'detail', 'notice']);

/** Calls whose string arguments people read (argument positions; all when absent). */
const VISIBLE_CALLS: Record<string, number[] | undefined> = {
  say: undefined,
  prompt: undefined,
  alert: undefined,
  confirm: undefined,
  setError: undefined,
  setProblem: undefined,
  setAnnouncement: undefined,
  setSlugProblem: undefined,
  setResults: undefined,
  Error: undefined,
  SiteAddressError: undefined,
  MessageRefusal: [1],
};

const ATTRIBUTES_READ = new Set(['aria-label', 'title', 'alt', 'placeholder']);
const TRANSLATED = new Set(['t', 'plural', 'tSplit']);

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** A literal that is a message key (in a typed table) is not a word shown. */
const KEYS = new Set(Object.keys(messagesOf('en')));

interface Finding {
  line: number;
  text: string;
}

function nameOf(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isJsxNamespacedName(node)) return `${node.namespace.text}:${node.name.text}`;
  return undefined;
}

/** Hard-coded words a reader would see, in the source of one file. */
function hardCodedWords(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });

  /** A value that ends up shown: literals with letters are findings; t(…) and data are not. */
  const shown = (node: ts.Expression | undefined): void => {
    if (!node) return;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return shown(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (hasLetters(node.text) && !KEYS.has(node.text)) report(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (hasLetters(literal)) report(node, node.getText().slice(1, -1));
      node.templateSpans.forEach((span) => shown(span.expression));
      return;
    }
    if (ts.isConditionalExpression(node)) {
      shown(node.whenTrue);
      shown(node.whenFalse);
      return;
    }
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) shown(node.right);
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
        shown(node.left);
        shown(node.right);
      }
      if (operator === ts.SyntaxKind.PlusToken) {
        shown(node.left);
        shown(node.right);
      }
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (text && (hasLetters(text) || !ALLOWED_TEXT.has(text))) report(node, text);
    } else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      shown(node.expression);
    } else if (ts.isJsxAttribute(node)) {
      const name = nameOf(node.name);
      if (name && VISIBLE_PROPS.has(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) shown(node.initializer);
        else if (ts.isJsxExpression(node.initializer)) shown(node.initializer.expression);
      }
    } else if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name);
      if (name && VISIBLE_PROPS.has(name)) shown(node.initializer);
    } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = nameOf(node.expression);
      const args = node.arguments ?? ts.factory.createNodeArray();
      if (callee && TRANSLATED.has(callee)) return; // its first argument is a key
      if (callee && Object.hasOwn(VISIBLE_CALLS, callee)) {
        const positions = VISIBLE_CALLS[callee];
        args.forEach((arg, index) => (!positions || positions.includes(index)) && shown(arg));
      }
      if (callee === 'setAttribute' && args[0] && ts.isStringLiteral(args[0]) && ATTRIBUTES_READ.has(args[0].text)) shown(args[1]);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = nameOf(node.left);
      if (target === 'textContent' || target === 'title' || target === 'innerText') shown(node.right);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

describe('no hard-coded words in the interface', () => {
  test('the check finds what it is meant to find', () => {
    const source = `
      const A = () => <p title="Hello" aria-label={\`\${x} mode\`}>Save <b>{busy ? 'Saving…' : t('save')}</b> · {t('ok')}</p>;
      const B = { label: 'Bold', id: 'f-bold' };
      setError('Something broke');
      button.setAttribute('aria-label', \`\${label} with Inplace\`);
      throw new MessageRefusal('NOT_ALLOWED', 'Paste the token.');
      el.textContent = 'Hi';
      const fine = <input id="x" class="secondary" placeholder={t('search')} alt="" />;`;
    expect(hardCodedWords('sample.tsx', source).map((finding) => finding.text)).toEqual([
      'Hello', '${x} mode', 'Save', 'Saving…', 'Bold', 'Something broke', '${label} with Inplace', 'Paste the token.', 'Hi',
    ]);
  });

  test.each(UI_FILES)('%s', (path) => {
    const findings = hardCodedWords(path, readFileSync(resolve(ROOT, path), 'utf8'));
    expect(findings.map((finding) => `${path}:${finding.line}: ${finding.text}`)).toEqual([]);
  });
});

/** Every string literal in the extension's code, and the manifest's __MSG_…__ names. */
function namesInCode(): { literals: Set<string>; calls: string[] } {
  const literals = new Set<string>();
  const calls: string[] = [];
  const files = [...filesUnder('src', /\.tsx?$/), ...filesUnder('entrypoints', /\.tsx?$/)];
  for (const path of files) {
    const source = readFileSync(resolve(ROOT, path), 'utf8');
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
      // An API error's words by their name: `apiWords('not_found')` is `api_not_found` and its `_remedy` (src/api/errors.ts).
      if (ts.isCallExpression(node) && nameOf(node.expression) === 'apiWords' && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        literals.add(`api_${node.arguments[0].text}`).add(`api_${node.arguments[0].text}_remedy`);
      }
      if (ts.isCallExpression(node) && TRANSLATED.has(nameOf(node.expression) ?? '')) {
        // Keys held in typed tables (Record<…, MessageKey>) are checked by the type checker.
        const [first] = node.arguments;
        if (first && ts.isStringLiteral(first)) calls.push(first.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  for (const match of readFileSync(resolve(ROOT, 'wxt.config.ts'), 'utf8').matchAll(/__MSG_(\w+)__/g)) literals.add(match[1]!);
  return { literals, calls };
}

describe('message keys', () => {
  const english = messagesOf('en');
  const keys = new Set(Object.keys(english));
  const bases = new Set([...keys].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)));
  const plain = [...keys].filter((key) => ![...bases].some((base) => key.startsWith(`${base}_`) && /_(one|few|many|other|zero|two)$/.test(key)));
  const { literals, calls } = namesInCode();

  test('every key the code asks for is in messages.json', () => {
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.filter((key) => !keys.has(key) && !bases.has(key))).toEqual([]);
  });

  test('every message in messages.json is used', () => {
    expect(plain.filter((key) => !literals.has(key))).toEqual([]);
    expect([...bases].filter((base) => !literals.has(base))).toEqual([]);
  });
});
