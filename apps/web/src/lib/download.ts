import { load } from 'js-yaml';

export type Arch = 'arm64' | 'x64';

/** What latest-mac.yml says: the release's version and the files it offers. */
export interface ReleaseManifest {
  version: string | null;
  files: { url: string }[];
}

/** Reads latest-mac.yml (electron-builder's format); anything unreadable offers nothing. */
export function parseManifest(yamlText: string): ReleaseManifest {
  let doc: unknown;
  try {
    doc = load(yamlText);
  } catch {
    return { version: null, files: [] };
  }
  if (!doc || typeof doc !== 'object') return { version: null, files: [] };
  const version = 'version' in doc && doc.version != null ? String(doc.version) : null;
  const files =
    'files' in doc && Array.isArray(doc.files)
      ? doc.files.filter(
          (file: unknown): file is { url: string } =>
            typeof file === 'object' && file !== null && typeof (file as { url?: unknown }).url === 'string',
        )
      : [];
  return { version, files };
}

/**
 * Picks the macOS installer from latest-mac.yml (SPEC.md section 7): the entry ending arm64.dmg on arm64,
 * else the first .dmg whose url lacks "arm". Returns null when the manifest offers neither.
 */
export function chooseMacDownload(yamlText: string, arch: Arch): string | null {
  const { files } = parseManifest(yamlText);
  if (arch === 'arm64') {
    const arm = files.find((file) => file.url.endsWith('arm64.dmg'));
    if (arm) return arm.url;
  }
  return files.find((file) => file.url.endsWith('.dmg') && !file.url.includes('arm'))?.url ?? null;
}

const versionParts = (version: string) => {
  const [core = '', pre] = version.trim().replace(/^v/, '').split('-', 2);
  return { numbers: core.split('.').map((part) => Number.parseInt(part, 10) || 0), pre: pre !== undefined };
};

/** Whether `candidate` is a later version than `current` (x.y.z; a pre-release comes before its release). */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = versionParts(candidate);
  const b = versionParts(current);
  for (let i = 0; i < Math.max(a.numbers.length, b.numbers.length, 3); i += 1) {
    const diff = (a.numbers[i] ?? 0) - (b.numbers[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return !a.pre && b.pre;
}

interface UserAgentData {
  getHighEntropyValues(hints: string[]): Promise<{ architecture?: string; bitness?: string }>;
}

/** The machine's architecture from the browser's user-agent data; x64 when unknown. */
export async function detectArch(data?: UserAgentData | null): Promise<Arch> {
  if (!data) return 'x64';
  try {
    const { architecture } = await data.getHighEntropyValues(['architecture', 'bitness']);
    return architecture === 'arm' ? 'arm64' : 'x64';
  } catch {
    return 'x64';
  }
}

/** latest-mac.yml of the update host, or null when it cannot be read. */
async function readManifest(host: string): Promise<string | null> {
  try {
    const response = await fetch(`${host}/latest-mac.yml`, { cache: 'no-store' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * Reads the manifest on the update host (an absolute URL) and sends the browser to the installer for this
 * machine. A failed download shows no message (SPEC.md section 8): nothing happens.
 */
export async function downloadDesktop(host: string): Promise<void> {
  const manifest = await readManifest(host);
  if (manifest === null) return;
  const nav = navigator as Navigator & { userAgentData?: UserAgentData };
  const url = chooseMacDownload(manifest, await detectArch(nav.userAgentData));
  if (url) window.location.assign(new URL(url, `${host}/`).href);
}

/** The update host's release version when it is later than `current`, else null (silent on failure). */
export async function newerRelease(host: string, current: string): Promise<string | null> {
  const manifest = await readManifest(host);
  const version = manifest === null ? null : parseManifest(manifest).version;
  return version && isNewerVersion(version, current) ? version : null;
}
