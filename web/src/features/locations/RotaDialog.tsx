import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { LocationRotaDocument, type LocationRotaQuery, type ManagedLocationFragment, SetLocationRotaDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FieldError, Input, Label, Select } from '../../ui/Field';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const dayName = (day: string) => day[0].toUpperCase() + day.slice(1);

/** One shift as the editor holds it; key keeps React's rows steady while lines are added and removed. */
type Shift = { key: number; userId: string; weekdays: string[]; startsAt: string; endsAt: string };

type RotaDialogProps = { location: ManagedLocationFragment; open: boolean; onClose(): void };

/** Who is on duty when at a location, in its time zone: a critical alert goes to them (issue 34). */
export function RotaDialog({ location, open, onClose }: RotaDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Rota: ${location.name}`}
      description={`Times are the site's (${location.timezone.replaceAll('_', ' ')}); a shift ending before it starts runs past midnight. With no shifts, the managers are on duty.`}
    >
      {open ? <RotaEditor location={location} onSaved={onClose} /> : null}
    </Dialog>
  );
}

function RotaEditor({ location, onSaved }: { location: ManagedLocationFragment; onSaved(): void }) {
  const { data, loading, error } = useQuery(LocationRotaDocument, { variables: { locationId: location.id }, fetchPolicy: 'network-only' });
  if (loading) return <p>Loading rota...</p>;
  if (error || !data) return <FieldError role="alert">{errorMessage(error)}</FieldError>;
  return <RotaForm location={location} data={data} onSaved={onSaved} />;
}

function RotaForm({ location, data, onSaved }: { location: ManagedLocationFragment; data: LocationRotaQuery; onSaved(): void }) {
  const [shifts, setShifts] = useState<Shift[]>(() => data.locationRota.map((line, key) => ({ key, ...line, userId: String(line.userId) })));
  const [nextKey, setNextKey] = useState(data.locationRota.length);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(SetLocationRotaDocument);
  const people = data.users.filter((person) => person.isActive);

  const change = (key: number, patch: Partial<Shift>) => setShifts((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const add = () => {
    setShifts((all) => [...all, { key: nextKey, userId: '', weekdays: [], startsAt: '', endsAt: '' }]);
    setNextKey(nextKey + 1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const entries = shifts.map(({ userId, weekdays, startsAt, endsAt }) => ({ userId: Number(userId), weekdays, startsAt, endsAt }));
      await save({ variables: { locationId: location.id, entries } });
      toast({ title: 'Rota saved', description: `${location.name}'s on-duty rota has been saved` });
      onSaved();
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  return (
    <form onSubmit={submit} aria-label="Rota">
      <p>On duty now: {data.onDutyNow.map((person) => person.fullName).join(', ') || 'nobody'}</p>
      {shifts.map((shift, index) => (
        <ShiftRow
          key={shift.key}
          shift={shift}
          number={index + 1}
          people={people}
          onChange={(patch) => change(shift.key, patch)}
          onRemove={() => setShifts((all) => all.filter((s) => s.key !== shift.key))}
        />
      ))}
      {problem ? <FieldError role="alert">{problem}</FieldError> : null}
      <Actions>
        <Button variant="secondary" onClick={add}>
          Add shift
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Rota'}
        </Button>
      </Actions>
    </form>
  );
}

type ShiftRowProps = { shift: Shift; number: number; people: LocationRotaQuery['users']; onChange(patch: Partial<Shift>): void; onRemove(): void };

/** One shift: person, days (checkboxes), from and to (24-hour times); every control labelled and reachable by keyboard. */
function ShiftRow({ shift, number, people, onChange, onRemove }: ShiftRowProps) {
  const id = `shift-${shift.key}`;
  const toggle = (day: string) => onChange({ weekdays: shift.weekdays.includes(day) ? shift.weekdays.filter((d) => d !== day) : [...shift.weekdays, day] });
  return (
    <Row>
      <legend>Shift {number}</legend>
      <Label htmlFor={`${id}-person`}>Person</Label>
      <Select id={`${id}-person`} value={shift.userId} onChange={(e) => onChange({ userId: e.target.value })}>
        <option value="">Choose a person</option>
        {people.map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.fullName}
          </option>
        ))}
      </Select>
      <Days>
        {DAYS.map((day) => (
          <label key={day}>
            <input type="checkbox" checked={shift.weekdays.includes(day)} onChange={() => toggle(day)} /> {dayName(day)}
          </label>
        ))}
      </Days>
      <Label htmlFor={`${id}-from`}>From</Label>
      <Input id={`${id}-from`} type="time" value={shift.startsAt} onChange={(e) => onChange({ startsAt: e.target.value })} />
      <Label htmlFor={`${id}-to`}>To</Label>
      <Input id={`${id}-to`} type="time" value={shift.endsAt} onChange={(e) => onChange({ endsAt: e.target.value })} />
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove shift ${number}`}>
        Remove
      </Button>
    </Row>
  );
}

const Row = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
`;

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;
