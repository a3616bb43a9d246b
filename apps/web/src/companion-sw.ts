// The companion page's service worker (/sw.js, scope /Companion): the page's shell comes from the cache when
// the network does not answer, so the installed app opens; the API and the sockets always go to the network.
// vite.companion.config.ts fills in the shell's files and their version at build.
declare const __COMPANION_SHELL__: string[];
declare const __COMPANION_VERSION__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}

const worker = self as unknown as WorkerScope;
const PREFIX = 'companion-shell-';
const CACHE = `${PREFIX}${__COMPANION_VERSION__}`;
const PAGE = '/Companion';
const FILES = new Set(__COMPANION_SHELL__);
// The server answers a page only to a request that accepts HTML.
const pageRequest = () => new Request(PAGE, { headers: { accept: 'text/html' } });

async function install(): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.addAll([...FILES]);
  const page = await fetch(pageRequest());
  if (page.ok) await cache.put(PAGE, page);
  await worker.skipWaiting();
}

async function activate(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
  await worker.clients.claim();
}

/** The page from the network (a new build's shell), else the cached one. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(PAGE)) ?? Response.error();
  }
}

worker.addEventListener('install', (event) => event.waitUntil(install()));
worker.addEventListener('activate', (event) => event.waitUntil(activate()));
worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/engine.io')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (FILES.has(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
  }
});

export {};
