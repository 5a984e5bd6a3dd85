import ts from 'typescript';

/**
 * Finds interface text written straight into components instead of through `t(...)`:
 * JSX text, string literals rendered as JSX children, and string literals given to attributes
 * a person reads or hears (aria-label, title, placeholder, alt, label…), including both arms of
 * `cond ? 'a' : 'b'` and the right side of `cond && 'a'`, and toast titles and descriptions. Text without a letter (symbols,
 * numbers, punctuation) is not language and passes.
 */
export interface HardCodedText {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value reaches the user (read on screen or by a screen reader). */
const VISIBLE_ATTRIBUTE =
  /^(aria-(label|description|placeholder|roledescription|valuetext)|title|placeholder|alt|label|description|message|heading|text|\w+(Label|Text|Title|Message))$/;
/** sonner's toast(...) and toast.error(...) etc.: their title and description are shown. */
const TOAST = /^toast(\.\w+)?$/;
const LETTER = /\p{L}/u;

export function findHardCodedText(file: string, source: string, allowed: ReadonlySet<string>): HardCodedText[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!LETTER.test(text) || allowed.has(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text });
  };
  /** The literal text an expression renders as is (not what it computes through calls). */
  const checkRendered = (expression: ts.Expression | undefined): void => {
    if (!expression) return;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      report(expression, expression.text);
    } else if (ts.isTemplateExpression(expression)) {
      report(expression, [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' '));
    } else if (ts.isConditionalExpression(expression)) {
      checkRendered(expression.whenTrue);
      checkRendered(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression) && isLogical(expression.operatorToken.kind)) {
      checkRendered(expression.right);
    } else if (ts.isParenthesizedExpression(expression)) {
      checkRendered(expression.expression);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) checkRendered(node.expression);
    else if (ts.isJsxExpression(node) && ts.isJsxFragment(node.parent)) checkRendered(node.expression);
    else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTE.test(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value)) checkRendered(value.expression);
    } else if (ts.isCallExpression(node) && TOAST.test(node.expression.getText(sourceFile))) {
      const [title, options] = node.arguments;
      checkRendered(title);
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(sourceFile) === 'description') {
            checkRendered(property.initializer);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function isLogical(kind: ts.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.AmpersandAmpersandToken ||
    kind === ts.SyntaxKind.BarBarToken ||
    kind === ts.SyntaxKind.QuestionQuestionToken
  );
}
