// The reader's language, from the locale (LC_ALL, LC_MESSAGES, LANG, LANGUAGE), falling back
// to English: where no --lang says, it picks which edition a rule is shown from and breaks
// ties between languages. The command line and the library read it alike.
import type { Lang } from '../rules/corpus-model.js';

const LANGS: readonly Lang[] = ['en', 'de', 'it'];

export function defaultLang(env: Record<string, string | undefined>): Lang {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG', 'LANGUAGE']) {
    const value = env[name];
    if (!value) continue;
    const code = value.slice(0, 2).toLowerCase();
    return (LANGS as readonly string[]).includes(code) ? (code as Lang) : 'en';
  }
  return 'en';
}
