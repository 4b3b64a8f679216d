import { useMutation } from '@apollo/client/react';
import { type ChangeEvent, useId } from 'react';
import styled from 'styled-components';
import { AreaManagementDocument, type AreaManagementQuery, SetLocationAreaDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Select } from '../../ui/Field';
import { TableScroll } from '../../ui/TableScroll';

type SiteAreaTableProps = Pick<AreaManagementQuery, 'areas' | 'locations'>;

/** Every site with a select of the area it belongs to: choosing moves it at once (or to no area). */
export function SiteAreaTable({ areas, locations }: SiteAreaTableProps) {
  const captionId = useId();
  const [setLocationArea, { loading }] = useMutation(SetLocationAreaDocument, { refetchQueries: [AreaManagementDocument], awaitRefetchQueries: true });

  const move = (site: SiteAreaTableProps['locations'][number]) => async (event: ChangeEvent<HTMLSelectElement>) => {
    const areaId = event.target.value ? Number(event.target.value) : null;
    const areaName = areas.find((area) => area.id === areaId)?.name;
    try {
      await setLocationArea({ variables: { locationId: site.id, areaId } });
      toast({ title: 'Site moved', description: areaName ? `${site.name} is now in ${areaName}` : `${site.name} is now in no area` });
    } catch (error) {
      toast({ title: 'Site not moved', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <TableScroll label="Sites and their areas">
      <Table aria-labelledby={captionId}>
        <caption id={captionId}>Sites and their areas</caption>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Area</th>
          </tr>
        </thead>
        <tbody>
          {locations.map((site) => (
            <tr key={site.id}>
              <th scope="row">{site.name}</th>
              <td>
                <Select aria-label={`Area of ${site.name}`} value={site.areaId ? String(site.areaId) : ''} onChange={move(site)} disabled={loading}>
                  <option value="">No area</option>
                  {areas.map((area) => (
                    <option key={area.id} value={String(area.id)}>
                      {area.name}
                    </option>
                  ))}
                </Select>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  th[scope='row'] {
    font-weight: 500;
  }
`;
