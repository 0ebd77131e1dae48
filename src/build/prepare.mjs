// npm's prepare step (npm install, npm ci): build only when the build is missing or older
// than what it is built from, so that installing again costs nothing. Plain JavaScript,
// because it runs before anything is compiled.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const stamp = join(root, 'dist', 'app', 'built');

/** The newest modification time among the build's inputs. */
function newestInput() {
  let newest = 0;
  const visit = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of ['src', 'package.json', 'package-lock.json', 'tsconfig.json', 'rules-data/corpus']) {
    if (existsSync(join(root, input))) visit(join(root, input));
  }
  return newest;
}

if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestInput()) {
  console.log('mtg-judge: the build is up to date');
} else {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
