import { useTranslation } from 'react-i18next';
import type { LiveCharge } from '@offerpilot/shared';
import { formatClock } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { trialState, type ChargeTaken } from './session-rules.ts';

/** The free trial's time left counting down, then what the session took (PRODUCT.md section 4). */
export function TrialStatus({
  charge,
  ended,
  charged,
}: {
  charge: LiveCharge;
  ended: boolean;
  charged: ChargeTaken | null;
}) {
  const { t } = useTranslation();
  const counting = !ended && !charged && !charge.takenAt;
  const state = trialState(charge, ended, useNow(counting), charged);
  const text =
    state.kind === 'trial'
      ? t('liveSession.trial.left', { time: formatClock(state.leftMs) })
      : state.kind === 'charged'
        ? t(`liveSession.trial.charged.${state.taken.item}`, { count: state.taken.amount })
        : t(`liveSession.trial.${state.kind}`);
  return (
    <span
      className="live-trial"
      role="timer"
      aria-live="off"
      data-testid="live-trial"
      data-state={state.kind}
    >
      {text}
    </span>
  );
}
