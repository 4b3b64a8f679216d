import styled from 'styled-components';

type Photo = { uploadId: number; url: string };

/** The photos stored with a record, as thumbnails that open the full photo (served to the same company only). */
export function PhotoEvidenceList({ photos, label }: { photos: readonly Photo[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <section aria-label={label}>
      <Title>{`${label} (${photos.length})`}</Title>
      <Grid>
        {photos.map((photo, i) => (
          <li key={photo.uploadId}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <Thumb src={photo.url} alt={`Photo ${i + 1} of ${photos.length}`} loading="lazy" />
            </a>
          </li>
        ))}
      </Grid>
    </section>
  );
}

const Title = styled.h3`
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
