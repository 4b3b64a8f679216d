import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayPreferences } from '../../lib/format/display-preferences';
import { answerInputOf, answersFrom, type ChecklistItem, rangeHint, unanswered } from './checklist-items';

afterEach(() => setDisplayPreferences(null));

const band: ChecklistItem = { description: 'Walk-in air', critical: true, type: 'temperature', min: 0, max: 5 };
const strength: ChecklistItem = { description: 'Sanitiser', critical: false, type: 'number', unit: 'ppm', min: 100, max: 400 };
const signature: ChecklistItem = { description: 'Signature', critical: false, type: 'signature', required: false };
const seals: ChecklistItem = { description: 'Door seals', critical: false };

describe('answering typed checklist items', () => {
  it('sends a temperature typed in °F as °C, a number as typed, and a yes/no item its result; the server judges them', () => {
    setDisplayPreferences({ temperatureUnit: 'fahrenheit', dateFormat: 'MM/DD/YYYY' });
    expect(rangeHint(band)).toBe('Acceptable: 32°F to 41°F');
    expect(answerInputOf(band, { result: 'pass', value: ' 41 ', note: '' })).toEqual({ description: 'Walk-in air', value: '5', note: null });
    expect(answerInputOf(strength, { result: null, value: '450', note: 'strip' })).toEqual({ description: 'Sanitiser', value: '450', note: 'strip' });
    expect(answerInputOf(seals, { result: 'fail', value: '', note: '' })).toEqual({ description: 'Door seals', result: 'fail', note: null });
    // The API's °C comes back in the company's unit.
    expect(answersFrom([{ ...band, result: 'pass', value: '5', note: null }])['Walk-in air'].value).toBe('41');
  });

  it('needs a value for each required item, and a result for each yes/no item; an optional item may stay empty', () => {
    const blank = { result: null, value: '', note: '' };
    const answers = { 'Walk-in air': { ...blank, value: '3' }, Sanitiser: blank, Signature: blank, 'Door seals': blank };
    expect(unanswered([band, strength, signature, seals], answers)).toEqual(['Sanitiser', 'Door seals']);
    expect(rangeHint(strength)).toBe('Acceptable: 100 ppm to 400 ppm');
    expect(rangeHint({ ...strength, min: null })).toBe('Acceptable: at most 400 ppm');
  });
});
