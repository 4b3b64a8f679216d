import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_LOCATION_SECTIONS, PDF_PACK_SECTIONS } from '../../src/modules/reports/pack-records.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { pdfFonts, pdfText, pdfWords } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const REQUEST = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $locationIds: [Int!]!, $format: String!) {
  requestExport(from: $from, to: $to, locationIds: $locationIds, format: $format) { id } }`;
const REPORTS = `query { reports { id status downloadUrl } }`;
const NAME = 'Zoë 王小明 🍕';
/** A problem written in many scripts, with a word longer than its column. */
const PROBLEM =
  'https://example.com/a/very/long/path/without/any/spaces/to/wrap/at: Сергей Жуков and Γιώργος Παπαδόπουλος found the walk-in at 9 °C; 佐藤さくら and 김민준 moved the stock ✅';

describe('the PDF pack reads well', () => {
  let app: TestApp;
  let manager: TestClient;
  let pdf: Buffer;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    manager = await signedIn(app.baseUrl, 'manager');
    await sql(`update "user" set full_name = '${NAME}' where username = 'manager'`);
    // Typed in five hours after the time it claims: a record-integrity flag, whose table names who recorded it.
    await sql(`insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
      select 1, e.id, u.id, 4.0, true, now() - interval '5 hours', now() from equipment e, "user" u where e.location_id = 1 and u.username = 'manager' order by e.id limit 1`);
    await sql(`insert into corrective_action (company_id, location_id, description, severity, status, created_at)
      values (1, 1, '${PROBLEM}', 'high', 'open', now() - interval '3 hours')`);
    const week = { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    const { data } = await manager.graphql(REQUEST, { ...week, locationIds: [1], format: 'pdf' });
    const deadline = Date.now() + 60_000;
    let report: { status: string; downloadUrl: string };
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      report = (await manager.graphql(REPORTS)).data.reports.find((r: { id: number }) => r.id === data.requestExport.id);
    } while (report.status === 'generating' && Date.now() < deadline);
    expect(report.status).toBe('ready');
    pdf = (await download(manager, report.downloadUrl)).bytes;
  });
  afterAll(() => app.close());

  it('prints names and words in any script, and emoji, as written', async () => {
    const text = await pdfText(pdf);
    // On the cover (who generated it) and in the record-integrity flags (who recorded the late reading).
    expect(text.split(NAME).length - 1).toBeGreaterThanOrEqual(2);
    // Content-stream order keeps a wrapped cell's lines together.
    const inOrder = (await pdfText(pdf, '-raw')).replace(/\s+/g, '');
    expect(inOrder).toContain(PROBLEM.replace(/\s+/g, ''));
  });

  it('embeds every font it uses: Noto with fallbacks for CJK and emoji', async () => {
    const fonts = await pdfFonts(pdf);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    const names = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansSC-Regular', 'NotoSansKR-Regular', 'NotoEmoji-Regular']));
  });

  it('never splits a column header inside a word', async () => {
    const lines = (await pdfText(pdf)).split('\n');
    const sections = [
      ...PDF_LOCATION_SECTIONS.map((section) => ({ ...section, columns: section.columns.filter(([key]) => key !== 'location') })),
      ...PDF_PACK_SECTIONS,
    ];
    for (const section of sections) {
      const title = lines.findIndex((line) => line.trim() === section.title);
      expect(title, section.title).toBeGreaterThan(-1);
      // The header follows its title, on up to three lines.
      const header = new Set(lines.slice(title + 1, title + 4).flatMap((line) => line.trim().split(/\s+/)));
      for (const [, name] of section.columns) for (const word of name.split(' ')) expect(header, `${section.title}: ${name}`).toContain(word);
    }
  });

  it('lets no text run into other text or off the page', async () => {
    const words = await pdfWords(pdf);
    // A4 landscape with 36 pt margins; a line's box reaches a little above its top for the tallest accents.
    const outside = words.filter((word) => word.xMin < 34 || word.xMax > 842 - 34 || word.yMin < 30 || word.yMax > 595 - 34);
    expect(outside).toEqual([]);
    const overlaps = [...Map.groupBy(words, (word) => word.page).values()].flatMap((page) =>
      page.flatMap((a, i) =>
        page.slice(i + 1).flatMap((b) => {
          const across = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
          const down = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
          // Boxes span the font's whole ascent and descent, so lines touch a little; text over text covers most of a line.
          return across > 0.5 && down > 0.5 * Math.min(a.yMax - a.yMin, b.yMax - b.yMin) ? [`${a.text} / ${b.text}`] : [];
        }),
      ),
    );
    expect(overlaps).toEqual([]);
  });

  it('starts the records on the first page, below the cover', async () => {
    const first = await pdfText(pdf, '-f', '1', '-l', '1');
    expect(first).toContain('Due-diligence pack');
    expect(first).toContain(PDF_LOCATION_SECTIONS[0].title);
    expect(first.replace(/\s+/g, ' ').length).toBeGreaterThan(1500);
  });
});
