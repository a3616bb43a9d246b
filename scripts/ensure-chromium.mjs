// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium. When it is
// missing and this user may install packages, installs Debian's `chromium`; otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = candidates.find((p) => existsSync(p));
if (found) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canInstall) {
  console.error('Chromium is missing: installing Debian package "chromium" (apt-get)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  'Browser tests need Chromium. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
    'or set CHROME_PATH to a Chromium or Chrome executable, then run `npm test` again.',
);
process.exit(1);
