// A strict reader for the XML the JUnit reporter writes, to prove it well-formed by parsing
// it (XML 1.0, 2.2 and 3): every character a legal Char, a character reference only to one,
// attribute values quoted and free of "<" and bare "&", no attribute twice, each end tag
// matching its start tag, one root element. The reporter writes no comments, CDATA,
// processing instructions or DOCTYPE, so meeting one is an error here too. Attribute values
// are normalised as a parser does (a literal tab or line break becomes a space).

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Elements and text, in order. */
  children: (XmlElement | string)[];
}

const CHAR = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;
const NAME = /[A-Za-z_:][A-Za-z0-9._:-]*/y;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function readXml(xml: string): XmlElement {
  if (!CHAR.test(xml)) throw new Error('a character XML 1.0 cannot hold');
  const declaration = /^<\?xml version="1\.0"(?: encoding="UTF-8")?\?>/.exec(xml);
  let at = declaration ? declaration[0].length : 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at offset ${at}: ${JSON.stringify(xml.slice(at, at + 30))}`);
  };
  const skipSpace = () => {
    while (/[ \t\r\n]/.test(xml[at] ?? '')) at++;
  };
  const name = (): string => {
    NAME.lastIndex = at;
    const found = NAME.exec(xml) ?? fail('a name expected');
    at += found[0].length;
    return found[0];
  };
  const reference = (): string => {
    const found = /^&(?:#([0-9]+)|#x([0-9a-fA-F]+)|([a-z]+));/.exec(xml.slice(at, at + 12)) ?? fail('a bare "&"');
    at += found[0].length;
    if (found[3] !== undefined) return ENTITIES[found[3]] ?? fail(`an unknown entity &${found[3]};`);
    const code = found[1] !== undefined ? Number(found[1]) : parseInt(found[2]!, 16);
    const char = code <= 0x10ffff ? String.fromCodePoint(code) : fail('a reference beyond Unicode');
    return CHAR.test(char) && !/[\ud800-\udfff]/.test(char) ? char : fail(`a reference to an illegal character`);
  };
  const attributeValue = (): string => {
    const quote = xml[at] === '"' || xml[at] === "'" ? xml[at++]! : fail('a quoted value expected');
    let value = '';
    while (xml[at] !== quote) {
      const c = xml[at] ?? fail('an unterminated attribute value');
      if (c === '<') fail('"<" in an attribute value');
      if (c === '&') value += reference();
      else value += /[\t\n\r]/.test(xml[at++]!) ? ' ' : c;
    }
    at++;
    return value;
  };
  const element = (): XmlElement => {
    if (xml[at++] !== '<') fail('an element expected');
    const node: XmlElement = { name: name(), attributes: {}, children: [] };
    for (;;) {
      const spaced = /[ \t\r\n]/.test(xml[at] ?? '');
      skipSpace();
      if (xml.startsWith('/>', at)) {
        at += 2;
        return node;
      }
      if (xml[at] === '>') break;
      if (!spaced) fail('a space expected before an attribute');
      const key = name();
      if (key in node.attributes) fail(`attribute ${key} twice`);
      skipSpace();
      if (xml[at++] !== '=') fail('"=" expected');
      skipSpace();
      node.attributes[key] = attributeValue();
    }
    at++;
    let text = '';
    const flush = () => {
      if (text) node.children.push(text.replace(/\r\n?/g, '\n'));
      text = '';
    };
    for (;;) {
      const c = xml[at] ?? fail(`<${node.name}> is never closed`);
      if (xml.startsWith('</', at)) break;
      if (c === '<' && /[!?]/.test(xml[at + 1] ?? '')) fail('a comment, CDATA or instruction');
      if (c === '<') {
        flush();
        node.children.push(element());
      } else if (c === '&') text += reference();
      else if (xml.startsWith(']]>', at)) fail('"]]>" in text');
      else {
        text += c;
        at++;
      }
    }
    flush();
    at += 2;
    if (name() !== node.name) fail(`</…> does not close <${node.name}>`);
    skipSpace();
    if (xml[at++] !== '>') fail('">" expected');
    return node;
  };
  skipSpace();
  const root = element();
  skipSpace();
  if (at < xml.length) fail('content after the root element');
  return root;
}

/** The element's text, its children's included, in document order. */
export function textOf(node: XmlElement): string {
  return node.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}

/** Every element below `node` (itself included) with that name, in document order. */
export function elementsNamed(node: XmlElement, name: string): XmlElement[] {
  const below = node.children.flatMap((child) => (typeof child === 'string' ? [] : elementsNamed(child, name)));
  return node.name === name ? [node, ...below] : below;
}
