import type { FastifyInstance } from 'fastify';
import { pageQuery, translate, type Lang } from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { AppError } from '../../core/errors.ts';
import { escapeHtml, htmlPage, pageLang } from '../../lib/html.ts';
import { isLoopback } from '../../lib/net.ts';
import { readOutbox, type OutboxEntry } from '../../providers/outbox.ts';
import type { AuthDeps } from './auth.deps.ts';

const LATEST = 100;
const t = (lang: Lang, key: string) => escapeHtml(translate(lang, `messages:outbox.${key}`));

function outboxPage(lang: Lang, entries: OutboxEntry[]): string {
  const head = ['at', 'channel', 'to', 'subject', 'text'].map((k) => `<th>${t(lang, k)}</th>`).join('');
  const rows = entries
    .map((e) =>
      [e.at, e.channel, e.to, e.subject, e.text].map((v) => `<td>${escapeHtml(String(v))}</td>`).join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('');
  const table = entries.length ? `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>` : '';
  const empty = entries.length ? '' : `<p>${t(lang, 'empty')}</p>`;
  return htmlPage(
    lang,
    translate(lang, 'messages:outbox.title'),
    `<h1>${t(lang, 'title')}</h1><p>${t(lang, 'intro')}</p>${table}${empty}`,
  );
}

/**
 * GET /outbox: the operator's view of the latest outbox messages. It exists only while a channel uses the
 * outbox, and answers loopback clients only unless OUTBOX_PUBLIC=true; anyone else gets the 404 envelope.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: AuthDeps): void {
  typed(app).get('/outbox', { schema: { hide: true, querystring: pageQuery } }, async (request, reply) => {
    const allowed = deps.delivery.outboxInUse && (deps.ctx.env.OUTBOX_PUBLIC || isLoopback(request.ip));
    if (!allowed) throw new AppError('route.notFound', { path: '/outbox' });
    const entries = await readOutbox(deps.ctx.env.DATA_DIR, LATEST);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxPage(pageLang(request), entries));
  });
}
