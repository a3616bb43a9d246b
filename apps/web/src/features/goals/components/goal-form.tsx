import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@offerpilot/shared';
import { fieldRefusal } from '../../../lib/unwrap.ts';
import { useSaveGoal } from '../api/goals.ts';
import {
  GOAL_FIELDS,
  GOAL_RULES,
  checkGoalField,
  emptyGoalValues,
  goalToValues,
  valuesToGoalInput,
  type GoalField,
  type GoalFormValues,
} from '../goal-rules.ts';

const TEXTAREA_FIELDS = new Set<GoalField>(['companyProfile', 'jobDescription', 'requirements']);
const TEST_IDS: Partial<Record<GoalField, string>> = {
  positionName: 'goal-position-name',
  companyName: 'goal-company-name',
  companyProfile: 'goal-company-profile',
  jobDescription: 'goal-job-description',
  requirements: 'goal-requirements',
};

/** Creates or edits a goal; checked in the browser with the shared rules, and by the server again. */
export function GoalForm({
  goal,
  onDone,
  onCancel,
}: {
  goal: Goal | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveGoal();
  const form = useForm<GoalFormValues>({
    initialValues: goal ? goalToValues(goal) : emptyGoalValues(),
    validate: (values) => {
      const errors: Partial<Record<GoalField, string>> = {};
      for (const field of GOAL_FIELDS) {
        const problem = checkGoalField(field, values[field]);
        if (problem) errors[field] = t(`goals.form.errors.${problem.key}`, { max: GOAL_RULES[field].max });
      }
      return errors;
    },
  });
  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: goal?.id ?? null, input: valuesToGoalInput(values, goal?.positionSlug ?? null) },
      {
        onSuccess: onDone,
        onError: (error) => {
          // The server refused a field: its message names it in the user's language; shown there only.
          const refusal = fieldRefusal(error, GOAL_FIELDS);
          if (refusal) form.setFieldError(refusal.field, refusal.message);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="goal-form" data-testid="goal-form">
      <Stack gap="sm">
        {GOAL_FIELDS.map((field) => {
          const common = {
            label: t(`goals.form.${field}`),
            description: t(`goals.form.${field}Hint`),
            withAsterisk: GOAL_RULES[field].required,
            'data-testid': TEST_IDS[field],
            ...form.getInputProps(field),
          };
          return TEXTAREA_FIELDS.has(field) ? (
            <Textarea key={field} autosize minRows={3} maxRows={10} {...common} />
          ) : (
            <TextInput key={field} {...common} />
          );
        })}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="goal-save">
            {t('goals.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
