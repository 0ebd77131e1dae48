// Where the tool keeps what a user adds (imported editions): MTG_JUDGE_HOME, else
// $XDG_DATA_HOME/mtg-judge, else ~/.local/share/mtg-judge.
import { join } from 'node:path';

export function userDataDir(env: Record<string, string | undefined>): string | undefined {
  if (env.MTG_JUDGE_HOME) return env.MTG_JUDGE_HOME;
  if (env.XDG_DATA_HOME) return join(env.XDG_DATA_HOME, 'mtg-judge');
  if (env.HOME) return join(env.HOME, '.local', 'share', 'mtg-judge');
  return undefined;
}
