import { load } from 'js-yaml';

export type Arch = 'arm64' | 'x64';

interface ManifestFile {
  url: string;
}

function manifestFiles(yamlText: string): ManifestFile[] {
  const doc: unknown = load(yamlText);
  if (!doc || typeof doc !== 'object' || !('files' in doc) || !Array.isArray(doc.files)) return [];
  return doc.files.filter(
    (file: unknown): file is ManifestFile =>
      typeof file === 'object' && file !== null && typeof (file as ManifestFile).url === 'string',
  );
}

/**
 * Picks the macOS installer from latest-mac.yml (SPEC.md section 7): the entry ending arm64.dmg on arm64,
 * else the first .dmg whose url lacks "arm". Returns null when the manifest offers neither.
 */
export function chooseMacDownload(yamlText: string, arch: Arch): string | null {
  const files = manifestFiles(yamlText);
  if (arch === 'arm64') {
    const arm = files.find((file) => file.url.endsWith('arm64.dmg'));
    if (arm) return arm.url;
  }
  return files.find((file) => file.url.endsWith('.dmg') && !file.url.includes('arm'))?.url ?? null;
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

/** Reads the manifest on the update host and sends the browser to the installer; errors stay silent. */
export async function downloadDesktop(host: string): Promise<void> {
  try {
    const response = await fetch(`${host}/latest-mac.yml`, { cache: 'no-store' });
    if (!response.ok) return;
    const nav = navigator as Navigator & { userAgentData?: UserAgentData };
    const url = chooseMacDownload(await response.text(), await detectArch(nav.userAgentData));
    if (url) window.location.assign(new URL(url, `${host}/`).href);
  } catch {
    // Update download errors show no message to the user (SPEC.md section 8).
  }
}
