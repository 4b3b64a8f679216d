import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { Input } from '../../ui/Field';

export type ItemResult = 'pass' | 'fail' | 'not_applicable';
export type ChecklistItem = { description: string; critical: boolean };
/** Answers by item description. */
export type Answers = Record<string, { result: ItemResult | null; note: string }>;

const RESULTS: { value: ItemResult; label: string }[] = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
  { value: 'not_applicable', label: 'N/A' },
];
export const resultLabel = (result: string | null): string => RESULTS.find((r) => r.value === result)?.label ?? 'Not answered';

/** The answers of a check as the API returns its items. */
export const answersFrom = (items: { description: string; result?: string | null; note?: string | null }[]): Answers =>
  Object.fromEntries(items.map((item) => [item.description, { result: (item.result ?? null) as ItemResult | null, note: item.note ?? '' }]));

/** The items still without pass, fail or N/A. */
export const unanswered = (items: ChecklistItem[], answers: Answers): string[] =>
  items.filter((item) => !answers[item.description]?.result).map((item) => item.description);

type ChecklistAnswersProps = {
  items: ChecklistItem[];
  answers: Answers;
  /** Without it the answers are shown read-only. */
  onChange?(answers: Answers): void;
};

/** Each item of a check answered pass / fail / N/A, with a note; critical items are marked. */
export function ChecklistAnswers({ items, answers, onChange }: ChecklistAnswersProps) {
  const set = (description: string, change: Partial<Answers[string]>) =>
    onChange?.({ ...answers, [description]: { ...(answers[description] ?? { result: null, note: '' }), ...change } });
  return (
    <Items aria-label="Check items">
      {items.map(({ description, critical }) => {
        const answer = answers[description] ?? { result: null, note: '' };
        return (
          <li key={description}>
            <Item>
              <legend>
                {description} {critical ? <Badge $tone="danger">Critical</Badge> : null}
              </legend>
              {onChange ? (
                <>
                  <Choices>
                    {RESULTS.map(({ value, label }) => (
                      <label key={value}>
                        <input
                          type="radio"
                          name={description}
                          value={value}
                          checked={answer.result === value}
                          onChange={() => set(description, { result: value })}
                        />
                        {label}
                      </label>
                    ))}
                  </Choices>
                  <Input
                    aria-label={`Note for ${description}`}
                    placeholder="Note (optional)"
                    value={answer.note}
                    onChange={(e) => set(description, { note: e.target.value })}
                  />
                </>
              ) : (
                <p>
                  <strong>{resultLabel(answer.result)}</strong>
                  {answer.note ? ` — ${answer.note}` : ''}
                </p>
              )}
            </Item>
          </li>
        );
      })}
    </Items>
  );
}

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
