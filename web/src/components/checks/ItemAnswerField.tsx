import { formatDisplayedTemperature, temperatureSymbol } from '../../lib/format/temperature';
import { Input } from '../../ui/Field';
import { type Answers, type ChecklistItem, rangeHint } from './checklist-items';
import { PhotoAnswer, SignatureAnswer } from './ImageAnswer';

type Answer = Answers[string];
type ItemAnswerFieldProps = { item: ChecklistItem; answer: Answer; hintId: string; onChange(change: Partial<Answer>): void };

/** The control answering an item other than yes/no: a number or temperature with its unit, text, a choice, a date, a photo or a signature. */
export function ItemAnswerField({ item, answer, hintId, onChange }: ItemAnswerFieldProps) {
  const label = item.description;
  const setValue = (value: string) => onChange({ value });
  switch (item.type) {
    case 'number':
    case 'temperature':
      return (
        <Input
          type="number"
          inputMode="decimal"
          step="any"
          aria-label={`${label} (${item.type === 'temperature' ? temperatureSymbol() : (item.unit ?? 'number')})`}
          aria-describedby={hintId}
          placeholder={item.type === 'temperature' ? temperatureSymbol() : (item.unit ?? '')}
          value={answer.value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    case 'choice':
      return (
        <div role="radiogroup" aria-label={label} aria-describedby={hintId}>
          {(item.options ?? []).map((option) => (
            <label key={option} style={{ marginRight: 16 }}>
              <input type="radio" name={label} value={option} checked={answer.value === option} onChange={() => setValue(option)} /> {option}
            </label>
          ))}
        </div>
      );
    case 'date':
      return <Input type="date" aria-label={label} aria-describedby={hintId} value={answer.value} onChange={(e) => setValue(e.target.value)} />;
    case 'photo':
      return <PhotoAnswer label={label} value={answer.value} onChange={setValue} />;
    case 'signature':
      return <SignatureAnswer label={label} value={answer.value} onChange={setValue} />;
    default:
      return <Input aria-label={label} aria-describedby={hintId} value={answer.value} onChange={(e) => setValue(e.target.value)} />;
  }
}

/** A value as a completed check shows it. */
export function shownValue(item: ChecklistItem, value: string): string {
  if (!value) return '';
  if (item.type === 'temperature') return formatDisplayedTemperature(Number(value));
  if (item.type === 'number') return `${value}${item.unit ? ` ${item.unit}` : ''}`;
  if (item.type === 'photo') return 'Photo added';
  if (item.type === 'signature') return 'Signed';
  return value;
}

/** What the item asks beyond its label: its help text and acceptable range. */
export const itemHint = (item: ChecklistItem): string =>
  [item.helpText, rangeHint(item), item.required === false ? 'Optional' : null].filter(Boolean).join(' · ');
