/**
 * `linhagem/no-use-state-form`: a form is ui-kit's useEntityForm (docs/adr-form-kit.md), never fields held in
 * `useState`s. The heuristic, precise enough to explain in one breath:
 *
 *   a component (a function named with a capital) holding two or more `useState`s that inputs set from their change
 *   handlers (`onChange`, `onValueChange`, `onInput`, `onTextChange`), and that either renders a `<form>` (or passes
 *   an `onSubmit`), or has one function (a Save handler) reading three or more of those states.
 *
 * A search box, a filter bar or a toggle holds one such state, or two without a submit: not a form. The rare real
 * exception (a wizard's step state, a canvas) says why: `// eslint-disable-next-line linhagem/no-use-state-form -- …`
 * on the line before the component.
 */

const CHANGE_HANDLERS = new Set(['onChange', 'onValueChange', 'onInput', 'onTextChange']);
const isComponentName = (name) => typeof name === 'string' && /^[A-Z]/.test(name);
const isFunction = (node) =>
  node &&
  (node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression');

function componentName(node) {
  if (node.type === 'FunctionDeclaration') return node.id?.name;
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  // memo(function X() {}), forwardRef((props, ref) => …) assigned to a capitalised name
  if (parent?.type === 'CallExpression' && parent.parent?.type === 'VariableDeclarator')
    return parent.parent.id.name;
  return undefined;
}

const isUseState = (call) =>
  call?.type === 'CallExpression' &&
  ((call.callee.type === 'Identifier' && call.callee.name === 'useState') ||
    (call.callee.type === 'MemberExpression' && call.callee.property.name === 'useState'));

/** `null`, `undefined`, `''`, `false`, `[]`: a value set whatever was typed (a reset, not a field). */
const isConstant = (node) =>
  node.type === 'Literal' ||
  (node.type === 'Identifier' && node.name === 'undefined') ||
  (node.type === 'ArrayExpression' && node.elements.length === 0);

/** Walks a subtree, calling `visit(node)` on each node; `visit` answering false skips the node's children. */
function walk(node, keys, visit) {
  if (!node || typeof node.type !== 'string') return;
  if (visit(node) === false) return;
  for (const key of keys[node.type] ?? []) {
    const child = node[key];
    if (Array.isArray(child)) child.forEach((item) => walk(item, keys, visit));
    else walk(child, keys, visit);
  }
}

export const noUseStateForm = {
  meta: {
    type: 'problem',
    docs: { description: 'A form is useEntityForm (docs/adr-form-kit.md), not useStates fed by inputs.' },
    schema: [],
    messages: {
      form:
        '{{name}} is a form built from useStates ({{states}}) fed by its inputs: write it with useEntityForm and the ' +
        "kit's fields (docs/adr-form-kit.md), or say why not with an eslint-disable comment.",
    },
  },
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    const check = (component) => {
      const name = componentName(component);
      if (!isComponentName(name)) return;
      /** setter → state, for the component's own useStates (not those of a component nested in it) */
      const setters = new Map();
      const fed = new Set();
      let submits = false;
      const inner = [];
      walk(component.body, keys, (node) => {
        if (node !== component && isFunction(node) && isComponentName(componentName(node))) return false;
        if (node.type === 'VariableDeclarator' && node.id.type === 'ArrayPattern' && isUseState(node.init)) {
          const [state, setter] = node.id.elements;
          if (state?.type === 'Identifier' && setter?.type === 'Identifier')
            setters.set(setter.name, state.name);
        }
        if (
          node.type === 'JSXOpeningElement' &&
          node.name.type === 'JSXIdentifier' &&
          node.name.name === 'form'
        )
          submits = true;
        if (node.type === 'JSXAttribute' && node.name.name === 'onSubmit') submits = true;
        if (isFunction(node)) inner.push(node);
        return true;
      });
      if (setters.size < 2) return;
      walk(component.body, keys, (node) => {
        if (node.type !== 'JSXAttribute' || !CHANGE_HANDLERS.has(node.name.name)) return true;
        const expression = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : null;
        // `onChange={setName}`: the input's value goes straight in
        if (expression?.type === 'Identifier' && setters.has(expression.name))
          fed.add(setters.get(expression.name));
        // `onChange={(e) => setName(e.target.value)}`; a reset beside it (`setError(null)`) is no field
        walk(node.value, keys, (part) => {
          if (
            part.type === 'CallExpression' &&
            part.callee.type === 'Identifier' &&
            setters.has(part.callee.name) &&
            part.arguments.some((argument) => !isConstant(argument))
          )
            fed.add(setters.get(part.callee.name));
          return true;
        });
        return false;
      });
      if (fed.size < 2) return;
      // a Save handler collecting the fields: one function reading three or more of the fed states
      const collects = inner.some((fn) => {
        const read = new Set();
        walk(fn.body, keys, (node) => {
          if (node.type === 'JSXAttribute' && CHANGE_HANDLERS.has(node.name.name)) return false;
          if (node.type === 'Identifier' && fed.has(node.name)) read.add(node.name);
          return true;
        });
        return read.size >= 3;
      });
      if (!submits && !collects) return;
      context.report({ node: component, messageId: 'form', data: { name, states: [...fed].join(', ') } });
    };
    return {
      FunctionDeclaration: check,
      'VariableDeclarator > ArrowFunctionExpression': check,
      'VariableDeclarator > FunctionExpression': check,
    };
  },
};

/** The repository's own rules, as an eslint plugin (eslint.config.mjs). */
export const linhagemPlugin = { rules: { 'no-use-state-form': noUseStateForm } };
