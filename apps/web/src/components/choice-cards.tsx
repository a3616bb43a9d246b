import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import './choice-cards.css';

export interface Choice<V extends string> {
  value: V;
  title: string;
  body: string;
  disabled?: boolean;
}

/**
 * One choice among a few, each with a sentence that explains it: a radio group of cards (native radios, so the
 * keyboard and screen readers treat it as one; Mantine's Radio would split code out of /Auth's chunk).
 */
export function ChoiceCards<V extends string>({
  name,
  legend,
  hint,
  choices,
  value,
  onChange,
  testId,
}: {
  name: string;
  legend: string;
  hint?: ReactNode;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  testId: string;
}) {
  return (
    <fieldset className="choice-cards" data-testid={testId}>
      <legend className="choice-cards-legend">{legend}</legend>
      {hint && (
        <Text size="sm" c="dimmed" mb="xs">
          {hint}
        </Text>
      )}
      <div className="choice-cards-grid">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="choice-card"
            data-checked={choice.value === value || undefined}
            data-disabled={choice.disabled || undefined}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              data-testid={`${testId}-${choice.value}`}
            />
            <span className="choice-card-text">
              <span className="choice-card-title">{choice.title}</span>
              <span className="choice-card-body">{choice.body}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
