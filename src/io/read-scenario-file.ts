// Reads a scenario file as text. Bytes that are not UTF-8 are decoded to U+FFFD rather
// than rejected here, so that the loader reports them as a binary or non-UTF-8 file at
// the line and column where they are. Only a regular file is opened: a FIFO would block
// the read and a device might never end.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Diagnostic, Result } from '../core/diagnostic.js';

export function readScenarioFile(file: string, cwd: string = process.cwd()): Result<string> {
  const path = resolve(cwd, file);
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return failed(file, 'io/unreadable', `"${file}" is a folder, not a scenario file.`);
    if (!stat.isFile())
      return failed(file, 'io/not-a-file', `"${file}" is not a regular file (a FIFO or a device), so it was not read.`);
    // The decoder drops a UTF-8 byte order mark, which some Windows editors write.
    return { value: new TextDecoder('utf-8').decode(readFileSync(path)), diagnostics: [] };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? failed(file, 'io/missing-path', `There is no file "${file}".`)
      : failed(file, 'io/unreadable', `The file could not be read (${code ?? (error as Error).message}).`);
  }
}

/** Whether the file starts with a UTF-8 byte order mark (which readScenarioFile drops), so that a rewrite keeps it. */
export function hasByteOrderMark(file: string, cwd: string = process.cwd()): boolean {
  const bytes = readFileSync(resolve(cwd, file)).subarray(0, 3);
  return bytes.length === 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

function failed(file: string, code: string, message: string): Result<string> {
  const diagnostic: Diagnostic = { code, severity: 'error', message, file };
  return { diagnostics: [diagnostic] };
}
