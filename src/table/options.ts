// The options a game uses: the variant's defaults (806.2, 807.2, 808.3, 809.3, 810.2,
// 811.2), overridden by the file's `options`. Without a variant only the file's options
// apply. An option the variant says must be chosen stays Undecided until the file does.
import type { EditionYear, Options, Variant } from '../core/scenario.js';
import type { AttackRule, GameOptions, OptionState, Setting, TableProblem, TableRange } from './table-model.js';
import { of2026 } from '../rules/reading-texts.js';

interface VariantDefaults {
  range: Setting<TableRange>;
  attack: OptionState<AttackRule>;
  deploy: Setting<boolean>;
  sharedTeamTurns: Setting<boolean>;
}

const variant = <T>(value: T, rules: string[]): Setting<T> => ({ value, source: 'variant', rules });
const notUsed = <T>(value: T): Setting<T> => ({ value, source: 'not-used', rules: [] });
const mustChoose = (rule: string): OptionState<AttackRule> => ({
  undecided: true,
  option: 'options.attack',
  rules: [rule],
});

function variantDefaults(name: Variant | undefined, edition: EditionYear): VariantDefaults {
  switch (name) {
    case 'free-for-all':
      // 806.2a: usually no limited range; 806.2b: an attack option must be chosen.
      return {
        range: variant('unlimited', ['806.2a']),
        attack: mustChoose('806.2b'),
        deploy: variant(false, ['806.2c']),
        sharedTeamTurns: notUsed(false),
      };
    case 'grand-melee':
      return {
        range: variant(1, ['807.2a']),
        attack: variant('left', ['807.2b']),
        deploy: variant(false, ['807.2c']),
        sharedTeamTurns: notUsed(false),
      };
    case 'team-vs-team':
      return {
        range: variant('unlimited', ['808.3b']),
        attack: variant('multiple', ['808.3a']),
        deploy: variant(false, ['808.3b']),
        sharedTeamTurns: notUsed(false),
      };
    case 'emperor':
      // 809.3c restricts attacks to neighbours but names no attack option.
      return {
        range: variant('emperor-roles', ['809.3a']),
        attack: variant('none', ['809.3c']),
        deploy: variant(true, ['809.3b']),
        sharedTeamTurns: notUsed(false),
      };
    case 'two-headed-giant': {
      const combat = edition === '2011' ? '810.7a' : '805.10a';
      return {
        range: notUsed('unlimited'),
        attack: variant('none', [combat]),
        deploy: notUsed(false),
        sharedTeamTurns: variant(true, ['810.2']),
      };
    }
    case 'alternating-teams':
      return {
        range: variant(2, ['811.2a']),
        attack: mustChoose('811.2b'),
        deploy: variant(false, ['811.2c']),
        sharedTeamTurns: notUsed(false),
      };
    case 'commander':
      // 903.2: Free-for-All with the attack multiple players option and without limited range.
      return {
        range: variant('unlimited', [of2026('903.2')]),
        attack: variant('multiple', [of2026('903.2')]),
        deploy: variant(false, ['806.2c']),
        sharedTeamTurns: notUsed(false),
      };
    case undefined:
      return {
        range: notUsed('unlimited'),
        attack: notUsed('none'),
        deploy: notUsed(false),
        sharedTeamTurns: notUsed(false),
      };
  }
}

const ATTACK_RULE = { left: '803.1a', right: '803.1b', multiple: '802.1' } as const;

const fromFile = <T>(value: T, rules: string[]): Setting<T> => ({ value, source: 'file', rules });

/** The options in force: the file's options over the variant's defaults. */
export function resolveOptions(name: Variant | undefined, file: Options, edition: EditionYear): GameOptions {
  const defaults = variantDefaults(name, edition);
  return {
    range: file.range !== undefined ? fromFile<TableRange>(file.range, ['801.2a']) : defaults.range,
    attack: file.attack !== undefined ? fromFile<AttackRule>(file.attack, [ATTACK_RULE[file.attack]]) : defaults.attack,
    deploy: file.deploy !== undefined ? fromFile(file.deploy, ['804.1']) : defaults.deploy,
    sharedTeamTurns:
      file.sharedTeamTurns !== undefined ? fromFile(file.sharedTeamTurns, ['805.1']) : defaults.sharedTeamTurns,
  };
}

interface Conflict {
  variant: Variant;
  option: keyof Options;
  forbidden: Options[keyof Options];
  rule: string;
  message: string;
}

// What a variant's rules say is never done, as opposed to defaults a file may override.
const CONFLICTS: readonly Conflict[] = [
  {
    variant: 'free-for-all',
    option: 'deploy',
    forbidden: true,
    rule: '806.2c',
    message: 'the deploy creatures option isn’t used in Free-for-All',
  },
  {
    variant: 'commander',
    option: 'deploy',
    forbidden: true,
    rule: '806.2c',
    message: 'the deploy creatures option isn’t used in Free-for-All, the default setup of a Commander game (903.2)',
  },
  {
    variant: 'grand-melee',
    option: 'attack',
    forbidden: 'multiple',
    rule: '807.2c',
    message: 'the attack multiple players option isn’t used in Grand Melee',
  },
  {
    variant: 'grand-melee',
    option: 'deploy',
    forbidden: true,
    rule: '807.2c',
    message: 'the deploy creatures option isn’t used in Grand Melee',
  },
  {
    variant: 'emperor',
    option: 'deploy',
    forbidden: false,
    rule: '809.3b',
    message: 'Emperor games always use the deploy creatures option',
  },
  {
    variant: 'emperor',
    option: 'range',
    forbidden: 'unlimited',
    rule: '801.1',
    message: 'limited range of influence is always used in the Emperor variant',
  },
  {
    variant: 'two-headed-giant',
    option: 'sharedTeamTurns',
    forbidden: false,
    rule: '810.2',
    message: 'Two-Headed Giant always uses the shared team turns option',
  },
];

/** Options the file sets that the variant's rules forbid. */
export function validateOptions(name: Variant | undefined, file: Options): TableProblem[] {
  return CONFLICTS.filter(
    (c) => c.variant === name && file[c.option] !== undefined && file[c.option] === c.forbidden,
  ).map((c) => ({
    code: 'table/option-conflicts-with-variant',
    message: `options.${c.option}: ${c.message} (${c.rule}).`,
    path: ['options', c.option],
    rules: [c.rule],
  }));
}
