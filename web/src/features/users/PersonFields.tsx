import { Form, useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import type { PersonChoicesQuery } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { Field, Label, Select } from '../../ui/Field';

type Choices = PersonChoicesQuery;

/** Role, home location and extra locations: the choices come from the API (what this administrator may give). */
export function PersonFields({ choices, companyId }: { choices: Choices; companyId: number | null }) {
  const [role, roleMeta] = useField<string>('role');
  const [home, homeMeta] = useField<string>('locationId');
  const [extras, , extrasHelpers] = useField<number[]>('extraLocationIds');
  const places = choices.locations.filter((l) => companyId === null || l.companyId === companyId);
  // What the chosen role may do, in the API's words (from the role's capabilities).
  const roleHint = choices.assignableRoles.find((r) => r.value === role.value)?.description;
  const roleHintId = useId();
  const offersAreas = useOffersAreas(choices);
  const toggle = (id: number) => extrasHelpers.setValue(extras.value.includes(id) ? extras.value.filter((x) => x !== id) : [...extras.value, id]);
  return (
    <>
      <Field label="Role" error={roleMeta.touched ? roleMeta.error : undefined}>
        {(control) => (
          <Select {...role} {...control} aria-describedby={describedBy(control['aria-describedby'], roleHint ? roleHintId : undefined)}>
            <option value="">Choose a role</option>
            {choices.assignableRoles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {roleHint ? <RoleHint id={roleHintId}>{roleHint}</RoleHint> : null}
      <Field label="Home Location" error={homeMeta.touched ? homeMeta.error : undefined}>
        {(control) => (
          <Select {...home} {...control}>
            <option value="">Choose a location</option>
            {places.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Extras>
        <legend>
          <Label as="span">Also works at</Label>
        </legend>
        {places
          .filter((l) => String(l.id) !== home.value)
          .map((l) => (
            <Check key={l.id}>
              <input type="checkbox" checked={extras.value.includes(l.id)} onChange={() => toggle(l.id)} /> {l.name}
            </Check>
          ))}
      </Extras>
      {offersAreas(role.value) ? <AreaChoices areas={choices.areas} /> : null}
    </>
  );
}

/**
 * Whether the form offers areas: the chosen role looks after areas (the API says which) and the
 * administrator may choose them (company administrators).
 */
export function useOffersAreas(choices: Choices): (role: string) => boolean {
  const manageAreas = useSession().user?.capabilities.manageAreas ?? false;
  return (role) => manageAreas && looksAfterAreas(choices, role);
}

const looksAfterAreas = (choices: Choices, role: string) => choices.assignableRoles.some((r) => r.value === role && r.looksAfterAreas);

/** The areas an Area Manager looks after: one checkbox per active area of the company. */
function AreaChoices({ areas }: { areas: Choices['areas'] }) {
  const [chosen, , helpers] = useField<number[]>('areaIds');
  const toggle = (id: number) => helpers.setValue(chosen.value.includes(id) ? chosen.value.filter((x) => x !== id) : [...chosen.value, id]);
  return (
    <Extras>
      <legend>
        <Label as="span">Looks after areas</Label>
      </legend>
      {areas.length === 0 ? <RoleHint>No areas yet: add them under Administration, Areas.</RoleHint> : null}
      {areas.map((area) => (
        <Check key={area.id}>
          <input type="checkbox" checked={chosen.value.includes(area.id)} onChange={() => toggle(area.id)} /> {area.name}
        </Check>
      ))}
    </Extras>
  );
}

const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The form inside each people dialog, spaced from the dialog's title. */
export const PersonForm = styled(Form)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const RoleHint = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Extras = styled.fieldset`
  margin: ${({ theme }) => `${theme.space(4)} 0`};
  border: 0;
  padding: 0;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1.5)};
`;
