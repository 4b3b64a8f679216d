import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { Input } from '../../ui/Field';
import { type Answers, type ChecklistItem, type ItemResult, isYesNo } from './checklist-items';
import { ItemAnswerField, itemHint, shownValue } from './ItemAnswerField';

export { type Answers, answersFrom, type ChecklistItem, type ItemResult, unanswered } from './checklist-items';

const RESULTS: { value: ItemResult; label: string }[] = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
  { value: 'not_applicable', label: 'N/A' },
];
export const resultLabel = (result: string | null): string => RESULTS.find((r) => r.value === result)?.label ?? 'Not answered';
const BLANK: Answers[string] = { result: null, value: '', note: '' };

type ChecklistAnswersProps = {
  items: ChecklistItem[];
  answers: Answers;
  /** Without it the answers are shown read-only. */
  onChange?(answers: Answers): void;
};

/** Each item of a check answered (pass / fail / N/A, or its value), with a note; critical items are marked, failures shown as the server judged them. */
export function ChecklistAnswers({ items, answers, onChange }: ChecklistAnswersProps) {
  const set = (description: string, change: Partial<Answers[string]>) =>
    onChange?.({ ...answers, [description]: { ...(answers[description] ?? BLANK), ...change } });
  return (
    <Items aria-label="Check items">
      {items.map((item) => (
        <li key={item.description}>
          <ItemAnswer item={item} answer={answers[item.description] ?? BLANK} onChange={onChange ? (change) => set(item.description, change) : undefined} />
        </li>
      ))}
    </Items>
  );
}

function ItemAnswer({ item, answer, onChange }: { item: ChecklistItem; answer: Answers[string]; onChange?(change: Partial<Answers[string]>): void }) {
  const hintId = useId();
  const { description, critical } = item;
  const hint = itemHint(item);
  return (
    <Item>
      <legend>
        {description} {critical ? <Badge $tone="danger">Critical</Badge> : null}
        {!onChange && answer.result === 'fail' ? <Badge $tone="danger">Failed</Badge> : null}
      </legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {onChange ? (
        <>
          {isYesNo(item) ? (
            <Choices>
              {RESULTS.map(({ value, label }) => (
                <label key={value}>
                  <input type="radio" name={description} value={value} checked={answer.result === value} onChange={() => onChange({ result: value })} />
                  {label}
                </label>
              ))}
            </Choices>
          ) : (
            <ItemAnswerField item={item} answer={answer} hintId={hintId} onChange={onChange} />
          )}
          <Input
            aria-label={`Note for ${description}`}
            placeholder="Note (optional)"
            value={answer.note}
            onChange={(e) => onChange({ note: e.target.value })}
          />
        </>
      ) : (
        <p>
          <strong>{resultLabel(answer.result)}</strong>
          {shownValue(item, answer.value) ? `: ${shownValue(item, answer.value)}` : ''}
          {answer.note ? ` — ${answer.note}` : ''}
        </p>
      )}
    </Item>
  );
}

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
