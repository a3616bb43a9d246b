import { randomUUID } from 'node:crypto';
import {
  CAREER_PRICE_CREDITS,
  type CareerEvent,
  type CareerGuideEvent,
  type CareerGuideReport,
  type CareerQuote,
  type CareerReportResult,
  type CareerThread,
  type CareerThreadDetail,
  type Lang,
} from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { INVENTORY } from '../../ai/career/index.ts';
import { chargeCareer } from '../credits/charges.ts';
import { balancesOf } from '../credits/credits.service.ts';
import type { ReportState, SessionReports } from '../sessions/session-reports.ts';
import { threadFields, type SessionThreads, type ThreadRow } from '../sessions/sessions.service.ts';
import { CAREER_STATE, careerSettingsOf, type CareerSettings } from './career-state.ts';

const KIND = 'career';

/** What a thread's list entry needs besides its row: the guide's last message and the report. */
interface ThreadView {
  lastGuide?: CareerGuideEvent;
  report?: ReportState;
}

/** Statements answered, from the guide's last message: the statement it asks is the next one. */
function answeredOf(last: CareerGuideEvent | undefined): number {
  if (!last) return 0;
  if (last.kind === 'summary') return INVENTORY.length;
  return last.step ? last.step - 1 : 0;
}

/** The API shape of a stored career thread. */
export function toCareerThread(row: ThreadRow, view: ThreadView): CareerThread {
  const ready = view.report?.status === 'ready' ? (view.report.result as CareerGuideReport) : null;
  const fields = threadFields(row);
  return {
    ...fields,
    kind: KIND,
    // A career guide ends by its summary or a reset; other reasons of the layer do not reach it.
    endReason: fields.endReason as CareerThread['endReason'],
    progress: { answered: answeredOf(view.lastGuide), total: INVENTORY.length },
    paid: careerSettingsOf(row)?.paid ?? null,
    // An ended thread's report is asked for when it ends; one not asked for yet is made when first read.
    report: row.status === 'active' ? null : (view.report?.status ?? 'generating'),
    code: ready?.code ?? null,
    families: ready ? ready.families.slice(0, 3).map((f) => f.name) : [],
  };
}

/**
 * The career guide on the sessions layer (issue 16): a start takes one attempt (else 50 credits) in the
 * thread's start transaction; a reset ends the going guide and starts a new one, paid the same way, in one
 * transaction (refused with nothing to pay, the guide kept); then the records, a guide with its events, and
 * its report.
 */
export function createCareerService(
  ctx: AppContext,
  deps: { threads: SessionThreads; reports: SessionReports; engine: CareerThread['engine'] },
) {
  const { threads, reports } = deps;

  async function views(rows: ThreadRow[]): Promise<CareerThread[]> {
    const ids = rows.map((r) => r.id);
    const [guides, states] = await Promise.all([threads.lastEvents(ids, 'guide'), reports.states(ids)]);
    return rows.map((row) =>
      toCareerThread(row, {
        lastGuide: guides.get(row.id) as CareerGuideEvent | undefined,
        report: states.get(row.id),
      }),
    );
  }
  const view = async (row: ThreadRow) => (await views([row]))[0] as CareerThread;

  /** Opens a paid guide, ending `replaces` in the same transaction. */
  async function open(uid: number, lang: Lang, replaces?: string): Promise<CareerThread> {
    const row = await threads.open(
      {
        id: randomUUID(),
        uid,
        kind: KIND,
        lang,
        pause: 'medium',
        engine: deps.engine,
        createdAt: ctx.clock.now(),
      },
      async (tx, inserted) => {
        const charge = await chargeCareer(tx, uid, inserted.id);
        const settings: CareerSettings = {
          paid: { item: charge.item as CareerSettings['paid']['item'], amount: charge.amount },
        };
        await threads.mergeState(tx, inserted.id, { [CAREER_STATE]: settings });
      },
      replaces ? { replaces: { id: replaces, reason: 'reset' } } : {},
    );
    return toCareerThread(row, {});
  }

  return {
    /** POST /api/career/threads. */
    start: (uid: number, lang: Lang): Promise<CareerThread> => open(uid, lang),

    /**
     * POST /api/career/threads/:id/reset: starts over. The guide ends (`reset`, no report: its attempt is
     * used up) and a new one starts, paid like a start; with nothing to pay both stay as they were.
     */
    async reset(uid: number, id: string, lang: Lang): Promise<CareerThread> {
      const row = await threads.get(uid, id, KIND);
      return open(uid, lang, row.status === 'active' ? row.id : undefined);
    },

    /** GET /api/career/quote: what a start or a reset takes now (shown before it). */
    async quote(uid: number): Promise<CareerQuote> {
      const [balances, going] = await Promise.all([balancesOf(ctx.db, uid), threads.goingOf(uid, KIND)]);
      const pays =
        balances.careers > 0 ? 'careers' : balances.credit >= CAREER_PRICE_CREDITS ? 'credit' : null;
      return {
        price: CAREER_PRICE_CREDITS,
        pays,
        careers: balances.careers,
        credit: balances.credit,
        inProgress: going?.id ?? null,
      };
    },

    /** GET /api/career/threads: the Career Guide Records, newest first (at most 50). */
    list: async (uid: number): Promise<CareerThread[]> => views(await threads.list(uid, KIND)),

    /** GET /api/career/threads/:id: the guide and its events. */
    async detail(uid: number, id: string): Promise<CareerThreadDetail> {
      const row = await threads.get(uid, id, KIND);
      const events = (await threads.record(row)) as CareerEvent[];
      return { thread: await view(row), events };
    },

    /** GET (`retry` false) and POST (`retry` true) /api/career/threads/:id/report. */
    async report(uid: number, id: string, retry: boolean): Promise<CareerReportResult> {
      const state = await reports.read(await threads.get(uid, id, KIND), retry);
      const report = state.status === 'ready' ? (state.result as CareerGuideReport) : null;
      return { status: state.status, report };
    },
  };
}
export type CareerService = ReturnType<typeof createCareerService>;
