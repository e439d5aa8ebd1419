// JSON handled as text, so that what a server sent is kept as it sent it: key order (JSON.parse would move
// integer-like keys such as "1" to the front), number spelling and string escapes. Used by record.mjs.

/** The index just past the JSON value that starts at or after `i` (whitespace skipped). */
export function valueEnd(text, i) {
  i = skipSpace(text, i);
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c === '{') return container(text, i, '{', start => valueEnd(text, member(text, start)[1]));
  if (c === '[') return container(text, i, '[', start => valueEnd(text, start));
  const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
  if (!m) throw new Error(`not JSON at ${i}: ${text.slice(i, i + 40)}`);
  return i + m[0].length;
}

/** The members of the object at `i` as [key, rawValueText] pairs, in the order of the text. */
export function members(text, i = 0) {
  const out = [];
  container(text, skipSpace(text, i), '{', start => {
    const [keyEnd, valueStart] = member(text, start);
    const end = valueEnd(text, valueStart);
    out.push([JSON.parse(text.slice(start, keyEnd)), text.slice(valueStart, end)]);
    return end;
  });
  return out;
}

/** The elements of the array `text` as raw texts. */
export function elements(text) {
  const out = [];
  container(text, skipSpace(text, 0), '[', start => {
    const end = valueEnd(text, start);
    out.push(text.slice(start, end));
    return end;
  });
  return out;
}

/** Re-indents JSON text (two spaces) without reading it into objects: every token is kept as written. */
export function pretty(text) {
  let out = '';
  let depth = 0;
  const newline = () => '\n' + '  '.repeat(depth);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end - 1;
    } else if (c === '{' || c === '[') {
      const next = skipSpace(text, i + 1);
      if (text[next] === (c === '{' ? '}' : ']')) {
        out += c + text[next];
        i = next;
      } else {
        depth++;
        out += c + newline();
      }
    } else if (c === '}' || c === ']') {
      depth--;
      out += newline() + c;
    } else if (c === ',') {
      out += ',' + newline();
    } else if (c === ':') {
      out += ': ';
    } else if (!/\s/.test(c)) {
      out += c;
    }
  }
  return out + '\n';
}

/**
 * Walks the object or array whose `open` bracket is at `i`: `item(start)` reads the member or element that starts at
 * `start` and returns the index just past it. Returns the index just past the closing bracket.
 */
function container(text, i, open, item) {
  const close = open === '{' ? '}' : ']';
  expect(text, i, open);
  i = skipSpace(text, i + 1);
  if (text[i] === close) return i + 1;
  for (;;) {
    i = skipSpace(text, item(skipSpace(text, i)));
    if (text[i] !== ',') {
      expect(text, i, close);
      return i + 1;
    }
    i++;
  }
}

/** The member `"key": value` that starts at `start`: [the index just past the key, where the value starts]. */
function member(text, start) {
  const keyEnd = stringEnd(text, start);
  const colon = skipSpace(text, keyEnd);
  expect(text, colon, ':');
  return [keyEnd, skipSpace(text, colon + 1)];
}

function stringEnd(text, i) {
  expect(text, i, '"');
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  throw new Error(`unterminated string at ${i}`);
}

function skipSpace(text, i) {
  while (i < text.length && ' \t\r\n'.includes(text[i])) i++;
  return i;
}

function expect(text, i, c) {
  if (text[i] !== c) throw new Error(`expected '${c}' at ${i}, found: ${text.slice(i, i + 40)}`);
}
