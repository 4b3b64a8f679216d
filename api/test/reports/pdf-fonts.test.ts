import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { packFonts } from '../../src/modules/reports/pack-fonts.js';
import type { FontRun } from '../../src/modules/reports/pdf-fonts.js';
import { wrapText } from '../../src/modules/reports/pdf-lines.js';

const fonts = packFonts().regular;
const face = (name: string) => {
  const found = fonts.faces.find((candidate) => candidate.name === name)!;
  return fontkit.openSync(found.path) as fontkit.Font;
};
const text = (runs: FontRun[]) => runs.map((run) => run.text).join('');
const EVERY_SCRIPT = 'Zoë Müller, Ωμέγα, Жуков, محمد علي, דוד לוי, 王小明, 佐藤さくら, 김민준, 🍕✅ ❤️';

describe('font fallback', () => {
  it('draws each character with the first face that has it, spaces between faces with the first face', () => {
    expect(fonts.runs('Zoë 王小明 🍕')).toEqual([
      { face: 'NotoSans-400Regular', text: 'Zoë ' },
      { face: 'NotoSansSC-400Regular', text: '王小明' },
      { face: 'NotoSans-400Regular', text: ' ' },
      { face: 'NotoEmoji-400Regular', text: '🍕' },
    ]);
  });

  it('has a glyph for every character of every script in the face that draws it', () => {
    const runs = fonts.runs(EVERY_SCRIPT);
    expect(text(runs)).toBe(EVERY_SCRIPT);
    for (const run of runs) {
      for (const char of run.text.replace(/\p{Default_Ignorable_Code_Point}/gu, '')) {
        expect(face(run.face).hasGlyphForCodePoint(char.codePointAt(0)!), `${char} in ${run.face}`).toBe(true);
      }
    }
    expect(new Set(runs.map((run) => run.face)).size).toBe(fonts.faces.length);
  });

  it('keeps right-to-left words and the spaces between them in one run, so they keep their order', () => {
    expect(fonts.runs('Ali محمد علي')).toEqual([
      { face: 'NotoSans-400Regular', text: 'Ali ' },
      { face: 'NotoSansArabic-400Regular', text: 'محمد علي' },
    ]);
  });

  it('keeps a variation selector or joiner with the emoji it belongs to, and replaces half an emoji', () => {
    expect(fonts.runs('❤️👨‍👩‍👧')).toEqual([{ face: 'NotoEmoji-400Regular', text: '❤️👨‍👩‍👧' }]);
    expect(text(fonts.runs('a\ud83c'))).toBe('a\ufffd');
  });

  it('measures each run with its own face', () => {
    const wide = fonts.measure('王王王王', 10);
    expect(wide).toBeCloseTo(40, 0);
    expect(fonts.measure('iiii', 10)).toBeLessThan(wide / 2);
  });
});

describe('wrapping', () => {
  const words = (lines: { runs: FontRun[] }[]) => lines.map((line) => text(line.runs)).join(' ');

  it('wraps between words within the width, losing no character', () => {
    const lines = wrapText(fonts, `${EVERY_SCRIPT} ${EVERY_SCRIPT}`, 80, 8);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(80);
    expect(words(lines).replace(/\s+/g, '')).toBe(`${EVERY_SCRIPT}${EVERY_SCRIPT}`.replace(/\s+/g, ''));
  });

  it('breaks Chinese and Japanese between characters, as they use no spaces', () => {
    const lines = wrapText(fonts, '温度計を校正しました。'.repeat(4), 60, 8);
    expect(lines.map((line) => text(line.runs)).join('')).toBe('温度計を校正しました。'.repeat(4));
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60);
  });

  it('cuts a word longer than the line between characters, or leaves it whole when asked not to', () => {
    const word = 'https://example.com/a/very/long/path';
    const cut = wrapText(fonts, word, 40, 8);
    expect(cut.length).toBeGreaterThan(1);
    for (const line of cut) expect(line.width).toBeLessThanOrEqual(40);
    expect(cut.map((line) => text(line.runs)).join('')).toBe(word);
    const whole = wrapText(fonts, `Within ${word}`, 40, 8, false);
    expect(whole.map((line) => text(line.runs))).toEqual(['Within', word]);
  });

  it('keeps line breaks in the text and drops spaces at the end of a line', () => {
    expect(wrapText(fonts, 'Moved stock\nchecked core temps   ', 500, 8).map((line) => text(line.runs))).toEqual(['Moved stock', 'checked core temps']);
  });
});
