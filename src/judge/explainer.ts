// Collects the steps of an answer. Each step names the rules it rests on; a rule the
// kind does not declare for the edition is a bug in the kind and throws, so the catalogue
// test over the declarations covers every number an answer can cite.
import type { EditionYear } from '../core/scenario.js';
import type { Answer, AnswerShape, Step } from '../core/answer.js';

export interface Explainer {
  readonly edition: EditionYear;
  step(text: string, rules: readonly string[], reading?: string): void;
  answer(value: unknown): Answer;
}

/** What an explainer needs of a question kind. */
export interface Explained {
  ask: string;
  shape: AnswerShape;
  cites: Readonly<Record<EditionYear, readonly string[]>>;
}

export function explainer(kind: Explained, edition: EditionYear): Explainer {
  const allowed = new Set(kind.cites[edition]);
  const steps: Step[] = [];
  return {
    edition,
    step(text, rules, reading) {
      const undeclared = rules.filter((rule) => !allowed.has(rule));
      if (undeclared.length > 0)
        throw new Error(`${kind.ask} cites ${undeclared.join(', ')}, not declared for ${edition}`);
      steps.push(reading === undefined ? { text, rules: [...rules] } : { text, rules: [...rules], reading });
    },
    answer(value) {
      const citations = [...new Set(steps.flatMap((step) => step.rules))];
      if (citations.length === 0) throw new Error(`${kind.ask} answered without citing a rule`);
      return { value, shape: kind.shape, citations, explanation: steps };
    },
  };
}
