// `eval` for people: each answer with its reasoning, then the text of every rule cited,
// in the reader's language; and `eval --json`.
import type { FileResult } from '../scenario/check.js';
import type { CitedRule } from '../rules/cited-rules.js';
import { formatValue } from '../scenario/compare.js';
import { LANG_NAMES } from '../rules/corpus-model.js';
import { answerJson } from './check-json.js';
import { diagnosticJson } from './diagnostic-json.js';
import { HANG } from './layout-marks.js';
import { editionOverrideNote, rulesKey, rulesLabel } from './edition-override.js';
import { renumberedText } from './renumbered.js';
import { escapeControls } from './terminal-text.js';
import type { Style } from './style.js';
import type { EvalDocument } from './json-documents.js';

export function renderEvalText(result: FileResult, cited: CitedRule[], style: Style): string {
  const scenario = result.scenario;
  const lines = [style.bold(escapeControls(result.file))];
  if (scenario?.name)
    lines.push(
      `${escapeControls(scenario.name)} ${style.dim(`(${rulesLabel(scenario)} rules${scenario.variant ? `, ${scenario.variant}` : ''})`)}`,
    );
  const override = scenario && editionOverrideNote(scenario, result.fileEdition);
  if (override) lines.push(style.yellow(override));
  for (const answer of result.answers) {
    lines.push('');
    const mark = answer.ok === undefined ? style.cyan('→') : answer.ok ? style.green('✓') : style.red('✗');
    const value = 'answer' in answer ? escapeControls(formatValue(answer.answer)) : style.yellow('not answered');
    lines.push(
      `${mark} ${style.bold(escapeControls(answer.id))} ${style.dim(`(${escapeControls(answer.ask)})`)}: ${value}`,
    );
    if (answer.ok === false) lines.push(`    ${style.dim('expected:')} ${escapeControls(formatValue(answer.expect))}`);
    for (const step of answer.explanation) lines.push(`    · ${escapeControls(step)}`);
    if (answer.citations.length > 0)
      lines.push(style.dim(`    rules: ${answer.citations.join(', ')}${renumberedText(answer.renumbered, ' ')}`));
  }
  if (cited.length > 0)
    lines.push('', citedHeading(result, cited, style), ...cited.flatMap((c) => renderCited(c, style)));
  return lines.join('\n') + '\n';
}

/** Says whose text the reader sees when it is not the edition the ruling follows. */
function citedHeading(result: FileResult, cited: CitedRule[], style: Style): string {
  const scenario = result.scenario;
  const edition = scenario && (scenario.ruledUnder?.edition ?? scenario.edition);
  const other = cited.find((c) => c.rule && edition && !c.rule.edition.startsWith(edition));
  if (!other?.rule) return style.bold('Rules cited');
  const shown = `${LANG_NAMES[other.rule.lang]} ${other.rule.edition}`;
  return `${style.bold('Rules cited')} ${style.dim(`(the ruling follows the ${rulesLabel(scenario!)} rules; the text shown is the ${shown} edition's, where the numbers and wording may differ)`)}`;
}

function renderCited(cited: CitedRule, style: Style): string[] {
  const head = cited.rule
    ? `${cited.rule.number} ${style.dim(`[${LANG_NAMES[cited.rule.lang]} ${cited.rule.edition}]`)}`
    : cited.cited;
  const lines = ['', `  ${style.bold.green(head)}`];
  if (cited.note) lines.push(style.yellow(`    ${HANG}(${cited.note})`));
  if (cited.rule)
    lines.push(
      ...escapeControls(cited.rule.text)
        .split('\n\n')
        .map((p) => `    ${HANG}${p}`),
    );
  else if (cited.summary) lines.push(`    ${HANG}${cited.summary}`);
  return lines;
}

/** The document of `eval FILE --json`. */
export function evalJson(result: FileResult, cited: readonly CitedRule[]): EvalDocument {
  return {
    schemaVersion: 1,
    file: result.file,
    ...(result.scenario && { edition: rulesKey(result.scenario) }),
    ...(result.fileEdition && { fileEdition: result.fileEdition }),
    answers: result.answers.map(answerJson),
    ...(result.errors.length > 0 && { errors: result.errors.map(diagnosticJson) }),
    rules: cited.map((c) => ({
      cited: c.cited,
      ...(c.rule && { number: c.rule.number, lang: c.rule.lang, edition: c.rule.edition, text: c.rule.text }),
      ...(c.summary && { summary: c.summary }),
      ...(c.note && { note: c.note }),
    })),
  };
}
