// Reads the XML the JUnit reporter and the table's SVG picture write with saxes, a conformant
// XML 1.0 parser, to prove it well-formed by parsing it: any character XML cannot hold, a bad
// reference, an unquoted or repeated attribute, a mismatched end tag or a second root makes
// it throw. Neither writes comments, CDATA, processing instructions or DOCTYPE, so meeting
// one throws too.
import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Elements and text, in order. */
  children: (XmlElement | string)[];
}

export function readXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const refuse = (what: string) => () => {
    throw new Error(`${what} in the XML`);
  };
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const node: XmlElement = { name: tag.name, attributes: { ...tag.attributes }, children: [] };
    stack.at(-1)?.children.push(node);
    root ??= node;
    stack.push(node);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    const parent = stack.at(-1);
    if (parent) parent.children.push(text);
    else if (text.trim() !== '') throw new Error('text outside the root element');
  });
  parser.on('comment', refuse('a comment'));
  parser.on('cdata', refuse('a CDATA section'));
  parser.on('doctype', refuse('a DOCTYPE'));
  parser.on('processinginstruction', refuse('a processing instruction'));
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
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
