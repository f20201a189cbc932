// A small expression language and text toolkit: a tokenizer (generators, regex), a recursive-descent
// parser, AST classes with a visitor, closures as environments, tagged templates, labelled loops,
// switch, Symbol.iterator, BigInt, destructuring and a tiny Markdown renderer.
'use strict';

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/%^(),=<>!]=?|&&|\|\|))/y;

function* tokenize(source) {
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) {
      if (source.slice(start).trim() === '') return;
      throw new SyntaxError(`bad character at ${start}: ${source[start]}`);
    }
    const [, number, name, operator] = match;
    if (number !== undefined) yield { type: 'number', value: Number(number) };
    else if (name !== undefined) yield { type: 'name', value: name };
    else if (operator !== undefined) yield { type: 'op', value: operator };
  }
}

class Node {
  accept(visitor) {
    return visitor[`visit${this.kind}`](this);
  }
}

class Num extends Node {
  constructor(value) {
    super();
    this.value = value;
  }
  get kind() {
    return 'Num';
  }
}

class Var extends Node {
  constructor(name) {
    super();
    this.name = name;
  }
  get kind() {
    return 'Var';
  }
}

class Binary extends Node {
  constructor(operator, left, right) {
    super();
    Object.assign(this, { operator, left, right });
  }
  get kind() {
    return 'Binary';
  }
}

class Call extends Node {
  constructor(callee, args) {
    super();
    this.callee = callee;
    this.args = args;
  }
  get kind() {
    return 'Call';
  }
}

const PRECEDENCE = { '||': 1, '&&': 2, '==': 3, '!=': 3, '<': 4, '>': 4, '<=': 4, '>=': 4, '+': 5, '-': 5, '*': 6, '/': 6, '%': 6, '**': 7 };

function parse(source) {
  const tokens = [...tokenize(source)];
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];
  const expect = (value) => {
    const token = next();
    if (token?.value !== value) throw new SyntaxError(`expected ${value} but found ${token?.value ?? 'end'}`);
  };

  function primary() {
    const token = next();
    if (!token) throw new SyntaxError('unexpected end');
    if (token.type === 'number') return new Num(token.value);
    if (token.value === '(') {
      const inner = expression(0);
      expect(')');
      return inner;
    }
    if (token.value === '-') return new Binary('-', new Num(0), primary());
    if (token.type === 'name') {
      if (peek()?.value !== '(') return new Var(token.value);
      next();
      const args = [];
      while (peek()?.value !== ')') {
        args.push(expression(0));
        if (peek()?.value === ',') next();
      }
      expect(')');
      return new Call(token.value, args);
    }
    throw new SyntaxError(`unexpected ${token.value}`);
  }

  function expression(minimum) {
    let left = primary();
    for (;;) {
      const operator = peek()?.value;
      const precedence = PRECEDENCE[operator];
      if (precedence === undefined || precedence < minimum) return left;
      next();
      left = new Binary(operator, left, expression(operator === '**' ? precedence : precedence + 1));
    }
  }

  const tree = expression(0);
  if (position < tokens.length) throw new SyntaxError(`trailing ${peek().value}`);
  return tree;
}

function makeEnvironment(parent = null) {
  const values = new Map();
  return {
    get(name) {
      if (values.has(name)) return values.get(name);
      if (parent) return parent.get(name);
      throw new ReferenceError(`${name} is not defined`);
    },
    set(name, value) {
      values.set(name, value);
      return value;
    },
    child: () => makeEnvironment(this),
  };
}

class Evaluator {
  constructor(environment, functions) {
    this.environment = environment;
    this.functions = functions;
    this.steps = 0;
  }
  visitNum(node) {
    this.steps += 1;
    return node.value;
  }
  visitVar(node) {
    this.steps += 1;
    return this.environment.get(node.name);
  }
  visitCall(node) {
    const fn = this.functions[node.callee];
    if (!fn) throw new ReferenceError(`no function ${node.callee}`);
    return fn(...node.args.map((arg) => arg.accept(this)));
  }
  visitBinary(node) {
    this.steps += 1;
    const left = node.left.accept(this);
    if (node.operator === '&&') return left ? node.right.accept(this) : left;
    if (node.operator === '||') return left ? left : node.right.accept(this);
    const right = node.right.accept(this);
    switch (node.operator) {
      case '+':
        return left + right;
      case '-':
        return left - right;
      case '*':
        return left * right;
      case '/':
        return left / right;
      case '%':
        return left % right;
      case '**':
        return left ** right;
      case '==':
        return left === right;
      case '!=':
        return left !== right;
      case '<':
        return left < right;
      case '>':
        return left > right;
      case '<=':
        return left <= right;
      case '>=':
        return left >= right;
      default:
        throw new Error(`unknown operator ${node.operator}`);
    }
  }
}

class Printer {
  visitNum(node) {
    return String(node.value);
  }
  visitVar(node) {
    return node.name;
  }
  visitCall(node) {
    return `${node.callee}(${node.args.map((arg) => arg.accept(this)).join(', ')})`;
  }
  visitBinary(node) {
    return `(${node.left.accept(this)} ${node.operator} ${node.right.accept(this)})`;
  }
}

const html = (strings, ...values) =>
  strings.reduce(
    (out, text, index) => out + text + (index < values.length ? String(values[index]).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`) : ''),
    '',
  );

function renderMarkdown(source) {
  const lines = source.split('\n');
  const out = [];
  let list = null;
  for (const line of lines) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (item) {
      (list ??= []).push(item[1]);
      continue;
    }
    if (list) {
      out.push(`<ul>${list.map((entry) => html`<li>${entry}</li>`).join('')}</ul>`);
      list = null;
    }
    if (heading) out.push(`<h${heading[1].length}>${html`${heading[2]}`}</h${heading[1].length}>`);
    else if (line.trim()) out.push(html`<p>${line.replace(/\*\*(.+?)\*\*/g, '$1')}</p>`.replace(/&#60;|&#62;/g, ''));
  }
  if (list) out.push(`<ul>${list.map((entry) => html`<li>${entry}</li>`).join('')}</ul>`);
  return out.join('');
}

class Range {
  constructor(start, end, step = 1) {
    Object.assign(this, { start, end, step });
  }
  *[Symbol.iterator]() {
    for (let value = this.start; value < this.end; value += this.step) yield value;
  }
  get length() {
    return Math.max(0, Math.ceil((this.end - this.start) / this.step));
  }
}

function primesBelow(limit) {
  const found = [];
  outer: for (const candidate of new Range(2, limit)) {
    for (const prime of found) {
      if (prime * prime > candidate) break;
      if (candidate % prime === 0) continue outer;
    }
    found.push(candidate);
  }
  return found;
}

function factorial(n) {
  let result = 1n;
  for (let i = 2n; i <= BigInt(n); i += 1n) result *= i;
  return result;
}

function run() {
  const globals = makeEnvironment();
  globals.set('x', 4);
  globals.set('rate', 0.25);
  const functions = { max: Math.max, min: Math.min, sqrt: Math.sqrt, hyp: (a, b) => Math.hypot(a, b) };
  const sources = [
    '1 + 2 * 3',
    '(1 + 2) * 3',
    '2 ** 3 ** 2',
    'x * x - 2 * x + 1',
    'max(x, 10, hyp(3, 4)) / rate',
    '-x + sqrt(16) % 3',
    'x > 3 && x < 5 || 0',
    'min(1, 2) == 1',
  ];
  const evaluated = sources.map((source) => {
    const tree = parse(source);
    const evaluator = new Evaluator(globals, functions);
    return { source, printed: tree.accept(new Printer()), value: tree.accept(evaluator), steps: evaluator.steps };
  });
  const errors = ['1 +', '2 * (3', 'y + 1', '4 $ 2', 'nope(1)'].map((source) => {
    try {
      return parse(source).accept(new Evaluator(globals, functions));
    } catch (error) {
      return `${error instanceof SyntaxError ? 'syntax' : error instanceof ReferenceError ? 'reference' : 'other'}: ${error.message}`;
    }
  });
  const { length, ...bounds } = { length: new Range(0, 10, 3).length, start: 0, end: 10 };
  return {
    evaluated,
    errors,
    markdown: renderMarkdown('# Title\nSome **bold** text & more\n- one\n- two <b>\n## Next\nend'),
    primes: primesBelow(60),
    factorial: factorial(25).toString(),
    range: { length, bounds, values: [...new Range(0, 10, 3)] },
  };
}

globalThis.__program = async () => run();
