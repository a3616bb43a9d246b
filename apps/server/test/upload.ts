/** Posts one file as multipart field `file` (or another field) and returns status and envelope. */
export async function upload(
  base: string,
  path: string,
  file: { bytes: Uint8Array; name: string; type?: string; field?: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
  form.append(file.field ?? 'file', blob, file.name);
  const res = await fetch(base + path, { method: 'POST', body: form, headers });
  const text = await res.text();
  const json = text.startsWith('{') ? (JSON.parse(text) as Envelope) : null;
  return { status: res.status, json, text };
}

/** The parts of an answer envelope the tests read. */
export interface Envelope {
  success: boolean;
  code: number;
  message: string;
  error?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the results of any route
  result: any;
}
