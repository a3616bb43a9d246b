// The machine tools the tests drive, from Debian: Chromium (browser tests; CHROME_PATH overrides it),
// espeak-ng (spoken samples for the voice tests) and nginx with its brotli_static module (the load balancer in
// front of two server processes, e2e/tests/nginx.test.ts, run as the test's own process with the deploy site,
// which serves precompressed .br assets). Installs what is missing when this user may install packages;
// otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (cmd) => (process.env.PATH ?? '').split(':').some((dir) => existsSync(`${dir}/${cmd}`));
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some(
  (p) => p && existsSync(p),
);
const missing = [
  ...(chromium ? [] : ['chromium']),
  ...(onPath('espeak-ng') ? [] : ['espeak-ng']),
  ...(existsSync('/usr/sbin/nginx') ? [] : ['nginx']),
  ...(existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')
    ? []
    : ['libnginx-mod-http-brotli-static']),
];
if (!missing.length) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.error(`Installing Debian packages the tests need: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  process.exit(0);
}
console.error(
  `The tests need ${missing.join(', ')}: install with \`sudo apt-get install -y ${missing.join(' ')}\` ` +
    '(Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome executable, then run `npm test` again.',
);
process.exit(1);
