// Reads a scenario file as text: UTF-8, or UTF-16 with a byte order mark (what Windows
// Notepad saves as "Unicode"), decoded by decode-text.ts. Bytes that are neither are
// decoded as UTF-8 to U+FFFD rather than rejected here, so that the loader reports a binary
// or non-UTF-8 file at the line and column where it goes wrong, with that line shown. Only
// a regular file is opened: a FIFO would block the read and a device might never end.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Diagnostic, Result } from '../core/diagnostic.js';
import { decodeUnicode, type UnicodeText } from './decode-text.js';

export function readScenarioFile(file: string, cwd: string = process.cwd()): Result<string> {
  const read = readScenarioText(file, cwd);
  return read.value ? { value: read.value.text, diagnostics: [] } : { diagnostics: read.diagnostics };
}

/** The file's text with the encoding it was saved in, so that a rewrite can keep it. */
export function readScenarioText(file: string, cwd: string = process.cwd()): Result<UnicodeText> {
  const path = resolve(cwd, file);
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return failed(file, 'io/unreadable', `"${file}" is a folder, not a scenario file.`);
    if (!stat.isFile())
      return failed(file, 'io/not-a-file', `"${file}" is not a regular file (a FIFO or a device), so it was not read.`);
    const bytes = readFileSync(path);
    const value = decodeUnicode(bytes) ?? {
      text: new TextDecoder('utf-8').decode(bytes),
      encoding: 'UTF-8',
      bom: false,
    };
    return { value, diagnostics: [] };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? failed(file, 'io/missing-path', `There is no file "${file}".`)
      : failed(file, 'io/unreadable', `The file could not be read (${code ?? (error as Error).message}).`);
  }
}

function failed<T>(file: string, code: string, message: string): Result<T> {
  const diagnostic: Diagnostic = { code, severity: 'error', message, file };
  return { diagnostics: [diagnostic] };
}
