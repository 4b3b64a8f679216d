import { useQuery } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DashboardDocument,
  EquipmentTemperaturesDocument,
  MobileEquipmentDocument,
  RecordReadingDocument,
  type RecordReadingInput,
  RecordReadingsDocument,
} from '../../graphql/graphql';
import { site, walkInFridge } from '../../test/dashboard-fixtures';
import { recordedReading } from '../../test/reading-fixtures';
import { useRecordReading } from './useRecordReading';

/** Walk-in Fridge (id 7) as three screens list it: the dashboard, a temperature screen and the phone. */
const lists = [
  { request: { query: DashboardDocument, variables: { locationId: 1 } }, result: { data: site() } },
  { request: { query: EquipmentTemperaturesDocument, variables: { locationId: 1, types: ['fridge'] } }, result: { data: { equipment: [walkInFridge] } } },
  {
    request: { query: MobileEquipmentDocument, variables: { locationId: 1 } },
    result: {
      data: {
        equipment: [
          {
            __typename: 'Equipment',
            id: 7,
            name: 'Walk-in Fridge',
            type: 'fridge',
            effectiveMinTemp: 0,
            effectiveMaxTemp: 4,
            plausibleMinTemp: -50,
            plausibleMaxTemp: 60,
            status: 'NORMAL',
          },
        ],
      },
    },
  },
];
const reading: RecordReadingInput = { equipmentId: 7, temperature: 9.5, isManual: true };

/** Each list once, as a screen would show it; every mock answers once, so a refetch would fail the test. */
function Screens({ many = false }: { many?: boolean }) {
  const dashboard = useQuery(DashboardDocument, { variables: { locationId: 1 } }).data?.dashboard.site?.equipment[0];
  const temperature = useQuery(EquipmentTemperaturesDocument, { variables: { locationId: 1, types: ['fridge'] } }).data?.equipment[0];
  const phone = useQuery(MobileEquipmentDocument, { variables: { locationId: 1 } }).data?.equipment[0];
  const { record, recordMany } = useRecordReading();
  return (
    <>
      <p data-testid="dashboard">{`${dashboard?.status} ${dashboard?.currentTemperature}`}</p>
      <p data-testid="temperature">{`${temperature?.status} ${temperature?.lastReading?.temperature}`}</p>
      <p data-testid="phone">{phone?.status}</p>
      <button type="button" onClick={() => void (many ? recordMany([reading]) : record(reading))}>
        Record
      </button>
    </>
  );
}

async function recordAndExpectEveryScreenUpdated(many: boolean) {
  render(
    <MockedProvider mocks={[...lists, many ? readingsMock : readingMock]}>
      <Screens many={many} />
    </MockedProvider>,
  );
  expect(await screen.findByText('NORMAL 3.5', { selector: '[data-testid="dashboard"]' })).toBeTruthy();
  await screen.findByText('NORMAL 3.5', { selector: '[data-testid="temperature"]' });
  await screen.findByText('NORMAL', { selector: '[data-testid="phone"]' });
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));
  expect(await within(document.body).findByText('ALERT 9.5', { selector: '[data-testid="dashboard"]' })).toBeTruthy();
  expect(screen.getByTestId('temperature').textContent).toBe('ALERT 9.5');
  expect(screen.getByTestId('phone').textContent).toBe('ALERT');
}

const readingMock = {
  request: { query: RecordReadingDocument, variables: { input: reading } },
  result: { data: { recordReading: recordedReading(reading, walkInFridge) } },
};
const readingsMock = {
  request: { query: RecordReadingsDocument, variables: { inputs: [reading] } },
  result: { data: { recordReadings: [recordedReading(reading, walkInFridge)] } },
};

describe('recording a reading (one path for every screen)', () => {
  it("updates the unit's card on the dashboard, the temperature screens and the phone from the answer alone", async () => {
    await recordAndExpectEveryScreenUpdated(false);
  });

  it('does the same for readings sent together (the phone catching up)', async () => {
    await recordAndExpectEveryScreenUpdated(true);
  });
});
