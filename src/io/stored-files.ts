// The files of an imported edition, as a reader must find them: each of the shape `import`
// wrote. A file that is missing, cannot be read, is cut short or holds something else is a
// StoreDamage, raised where the file is read, so that the command leaves that edition out
// with a warning (read-corpus.ts: readingAround) instead of failing further on.
import { LANG_NAMES, type Glossary, type Rule, type RuleCorpus } from '../rules/corpus-model.js';
import type { EditionCounterparts } from '../rules/match-counterparts.js';

/** A damaged file of an imported edition. */
export class StoreDamage extends Error {
  override readonly name = 'StoreDamage';
  constructor(
    readonly path: string,
    /** What is wrong with it: "is missing". */
    readonly why: string,
    /** The folder of the edition it belongs to. */
    readonly dir: string,
  ) {
    super(`${path} ${why}`);
  }
}

/** Known by its name: each command is bundled apart (see core/errors.ts). */
export function isStoreDamage(error: unknown): error is StoreDamage {
  return error instanceof Error && error.name === 'StoreDamage';
}

/** Why a file could not be read or parsed: "is missing", "cannot be read (EACCES)", or damaged. */
export function whyUnreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'is missing';
  return code ? `cannot be read (${code})` : 'is damaged (cut short, or not JSON)';
}

/** What each file must hold, and what it is called when it holds something else. */
export interface Shape<T> {
  is: (value: unknown) => value is T;
  /** "the head of an edition's rules" */
  what: string;
}

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isLang = (value: unknown) => isString(value) && Object.hasOwn(LANG_NAMES, value);
const isDate = (value: unknown) => isString(value) && /^\d{4}-\d{2}-\d{2}$/u.test(value);
/** A file of the edition's own folder: a name, never a path that leads out of it. */
const isFileName = (value: unknown) => isString(value) && /^[\w][\w.-]*$/u.test(value);
const isSpan = (value: unknown) =>
  isObject(value) && isString(value.file) && isCount(value.line) && isCount(value.endLine);

const isPart = (value: unknown) =>
  isObject(value) &&
  isString(value.section) &&
  isFileName(value.file) &&
  isCount(value.rules) &&
  (value.offset === undefined || (isCount(value.offset) && isCount(value.length)));

export const HEAD: Shape<RuleCorpus> = {
  what: "the head of an edition's rules",
  is: (value): value is RuleCorpus =>
    isObject(value) &&
    isLang(value.lang) &&
    isDate(value.edition) &&
    isString(value.title) &&
    isStrings(value.sectionsCovered) &&
    Array.isArray(value.sections) &&
    value.sections.every((s) => isObject(s) && isString(s.number) && isString(s.title)) &&
    Array.isArray(value.rules) &&
    value.rules.every(isRule) &&
    (value.parts === undefined || (Array.isArray(value.parts) && value.parts.every(isPart))),
};

function isRule(value: unknown): value is Rule {
  return (
    isObject(value) &&
    isString(value.number) &&
    isString(value.section) &&
    isString(value.sectionTitle) &&
    isLang(value.lang) &&
    isString(value.edition) &&
    isString(value.text) &&
    isStrings(value.examples) &&
    isStrings(value.cites) &&
    isSpan(value.source)
  );
}

export const RULES: Shape<Rule[]> = {
  what: 'a list of rules',
  is: (value): value is Rule[] => Array.isArray(value) && value.every(isRule),
};

export const GLOSSARY: Shape<Glossary> = {
  what: 'a glossary',
  is: (value): value is Glossary =>
    isObject(value) &&
    isLang(value.lang) &&
    isString(value.title) &&
    Array.isArray(value.entries) &&
    value.entries.every(
      (e) =>
        isObject(e) &&
        isString(e.term) &&
        isStrings(e.aliases) &&
        isLang(e.lang) &&
        isString(e.text) &&
        typeof e.redirect === 'boolean' &&
        Array.isArray(e.refs) &&
        e.refs.every((r) => isObject(r) && isString(r.kind) && isString(r.text) && isString(r.target)) &&
        (e.cites === undefined || isStrings(e.cites)) &&
        isSpan(e.source),
    ) &&
    (value.orphans === undefined || Array.isArray(value.orphans)),
};

export const COUNTERPARTS: Shape<EditionCounterparts> = {
  what: "an edition's counterparts",
  is: (value): value is EditionCounterparts =>
    isObject(value) &&
    isString(value.edition) &&
    isLang(value.edition.slice(0, 2)) &&
    isDate(value.edition.slice(3)) &&
    isStrings(value.sections) &&
    Array.isArray(value.links) &&
    value.links.every(
      (l) =>
        isObject(l) &&
        isString(l.number) &&
        isObject(l.anchor) &&
        isString(l.anchor.edition) &&
        isString(l.anchor.number) &&
        isString(l.via),
    ) &&
    isStrings(value.unmatched),
};
