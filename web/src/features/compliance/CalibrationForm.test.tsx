import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalibrationForm } from '../../components/calibration/CalibrationForm';
import type { RecordProbeCalibrationInput } from '../../graphql/graphql';
import { renderScreen } from '../../test/render-screen';
import { CalibrationHistory } from './CalibrationHistory';

const units = [
  { id: 1, name: 'Walk-in Fridge' },
  { id: 4, name: 'Combi Oven Probe' },
];

describe('probe calibration form', () => {
  it('sends the probe, reference and reading as numbers, and clears the reading once recorded', async () => {
    const sent: RecordProbeCalibrationInput[] = [];
    renderScreen(
      <CalibrationForm
        units={units}
        pending={false}
        onRecord={async (input) => {
          sent.push(input);
          return true;
        }}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Record Calibration' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Probe or unit'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Reference'), '100');
    await userEvent.type(screen.getByLabelText('Probe reading (°C)'), '98.5');
    await userEvent.type(screen.getByLabelText('Notes'), 'Boiling test');
    await userEvent.click(submit);
    expect(sent).toEqual([{ equipmentId: 4, referenceTemp: 100, actualTemp: 98.5, notes: 'Boiling test' }]);
    expect((screen.getByLabelText('Probe reading (°C)') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s verdict in the history', () => {
    const row = {
      equipmentId: 4,
      equipmentName: 'Combi Oven Probe',
      referenceTemp: 100,
      notes: null,
      calibratedBy: 'Maria Manager',
      calibratedAt: '2026-11-23T10:00:00Z',
    };
    renderScreen(
      <CalibrationHistory
        calibrations={[
          { ...row, id: 2, actualTemp: 97.8, variance: -2.2, isWithinTolerance: false },
          { ...row, id: 1, actualTemp: 100.4, variance: 0.4, isWithinTolerance: true },
        ]}
      />,
    );
    expect(screen.getByText('Out of tolerance')).toBeTruthy();
    expect(screen.getByText('Within tolerance')).toBeTruthy();
    expect(screen.getByText('-2.2 °C')).toBeTruthy();
  });
});
