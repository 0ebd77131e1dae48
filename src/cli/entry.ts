// What bin/mtg-judge.cjs needs from the bundle: the program and the real terminal.
export { main } from './main.js';
export { processIo } from './io.js';
