// Reads a scenario file as text. Bytes that are not UTF-8 are decoded to U+FFFD rather
// than rejected here, so that the loader reports them as a binary or non-UTF-8 file at
// the line and column where they are.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Result } from '../core/diagnostic.js';

export function readScenarioFile(file: string, cwd: string = process.cwd()): Result<string> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(resolve(cwd, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT'
        ? `There is no file "${file}".`
        : code === 'EISDIR'
          ? `"${file}" is a folder, not a scenario file.`
          : `The file could not be read (${code ?? (error as Error).message}).`;
    return {
      diagnostics: [
        { code: code === 'ENOENT' ? 'io/missing-path' : 'io/unreadable', severity: 'error', message, file },
      ],
    };
  }
  // The decoder drops a UTF-8 byte order mark, which some Windows editors write.
  return { value: new TextDecoder('utf-8').decode(bytes), diagnostics: [] };
}
