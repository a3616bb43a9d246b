import type { FastifyRequest } from 'fastify';
import { normalizeLang, type Lang } from '@offerpilot/shared';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** Language of a page a browser asks for: `?lang=`, else the `lang` header, else Accept-Language. */
export function pageLang(request: FastifyRequest): Lang {
  const query = request.query as { lang?: unknown } | undefined;
  const wanted = query?.lang ?? request.headers.lang ?? request.headers['accept-language'];
  return normalizeLang(wanted);
}

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2933;background:#fff}
main{max-width:720px;margin:0 auto}h1{font-size:20px;margin:0 0 12px}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #e4e7eb;padding:6px 8px;text-align:left;vertical-align:top}
button{font:inherit;padding:8px 20px;border-radius:6px;border:0;background:#2563eb;color:#fff;cursor:pointer}
button:disabled{opacity:.5;cursor:default}form{display:grid;gap:16px;justify-items:start}`;

/** A whole HTML document: doctype, language, title, the shared style and external module scripts only. */
export function htmlPage(lang: Lang, title: string, body: string, scripts: string[] = []): string {
  const tags = scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('');
  return (
    `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>${style}</style>${tags}</head><body><main>${body}</main></body></html>`
  );
}
