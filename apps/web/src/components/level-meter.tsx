import './audio-pieces.css';

/** The meter's range in dBFS: quieter than the floor shows empty, full scale shows full. */
const FLOOR_DB = -60;

/** Where a level sits on the meter, from 0 to 1. */
export const meterFraction = (dbfs: number): number =>
  Math.min(1, Math.max(0, (dbfs - FLOOR_DB) / -FLOOR_DB));

/**
 * A level meter for captured audio (the candidate sees that sound arrives), plain CSS so no progress component
 * is bundled; `dbfs` null while nothing is measured.
 */
export function LevelMeter({ dbfs, label, testId }: { dbfs: number | null; label: string; testId?: string }) {
  const level = dbfs === null ? FLOOR_DB : Math.round(Math.max(FLOOR_DB, Math.min(0, dbfs)));
  return (
    <div
      className="level-meter"
      role="meter"
      aria-label={label}
      aria-valuemin={FLOOR_DB}
      aria-valuemax={0}
      aria-valuenow={level}
      aria-valuetext={`${level} dBFS`}
      data-testid={testId}
    >
      <div className="level-meter-bar" style={{ width: `${meterFraction(level) * 100}%` }} />
    </div>
  );
}
