// JSON handled as text, so that what a server sent is kept as it sent it: key order (JSON.parse would move
// integer-like keys such as "1" to the front), number spelling and string escapes. Used by record.mjs.

/** The index just past the JSON value that starts at or after `i` (whitespace skipped). */
export function valueEnd(text, i) {
  i = skipSpace(text, i);
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c === '{' || c === '[') {
    const close = c === '{' ? '}' : ']';
    i = skipSpace(text, i + 1);
    if (text[i] === close) return i + 1;
    for (;;) {
      if (c === '{') {
        i = skipSpace(text, stringEnd(text, skipSpace(text, i)));
        expect(text, i, ':');
        i++;
      }
      i = skipSpace(text, valueEnd(text, i));
      if (text[i] === ',') {
        i++;
        continue;
      }
      expect(text, i, close);
      return i + 1;
    }
  }
  const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
  if (!m) throw new Error(`not JSON at ${i}: ${text.slice(i, i + 40)}`);
  return i + m[0].length;
}

/** The members of the object at `i` as [key, rawValueText] pairs, in the order of the text. */
export function members(text, i = 0) {
  i = skipSpace(text, i);
  expect(text, i, '{');
  const out = [];
  i = skipSpace(text, i + 1);
  if (text[i] === '}') return out;
  for (;;) {
    const keyStart = skipSpace(text, i);
    const keyEnd = stringEnd(text, keyStart);
    const key = JSON.parse(text.slice(keyStart, keyEnd));
    i = skipSpace(text, keyEnd);
    expect(text, i, ':');
    const valueStart = skipSpace(text, i + 1);
    const end = valueEnd(text, valueStart);
    out.push([key, text.slice(valueStart, end)]);
    i = skipSpace(text, end);
    if (text[i] === ',') {
      i++;
      continue;
    }
    expect(text, i, '}');
    return out;
  }
}

/** The elements of the array `text` as raw texts. */
export function elements(text) {
  let i = skipSpace(text, 0);
  expect(text, i, '[');
  const out = [];
  i = skipSpace(text, i + 1);
  if (text[i] === ']') return out;
  for (;;) {
    const start = skipSpace(text, i);
    const end = valueEnd(text, start);
    out.push(text.slice(start, end));
    i = skipSpace(text, end);
    if (text[i] === ',') {
      i++;
      continue;
    }
    expect(text, i, ']');
    return out;
  }
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
