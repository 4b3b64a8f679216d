import styled from 'styled-components';

type SubmittedAnswersProps = {
  fields: readonly { name: string; label: string; type?: string }[];
  formData: Record<string, unknown>;
  /** The photos its photo fields name, to open them. */
  photos?: readonly { uploadId: number; url: string }[];
};

const answerText = (value: unknown, type?: string): string => {
  // A drawn signature is an image, and a photo an upload: their answers say so rather than print their data.
  if (type === 'signature' && value) return 'Signed';
  if (type === 'photo' && value) return 'Photo attached';
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

function photoLink(photos: readonly { uploadId: number; url: string }[], value: unknown, type?: string) {
  const photo = type === 'photo' ? photos.find((candidate) => candidate.uploadId === value) : undefined;
  return photo ? (
    <a href={photo.url} target="_blank" rel="noreferrer">
      View photo
    </a>
  ) : null;
}

/**
 * A submitted form's answers under the labels it was filled against (the API sends that
 * version's fields), so a form filled before an edit still reads as it was asked.
 */
export function SubmittedAnswers({ fields, formData, photos = [] }: SubmittedAnswersProps) {
  return (
    <details>
      <Summary>Answers</Summary>
      <Answers>
        {fields.map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{photoLink(photos, formData[field.name], field.type) ?? answerText(formData[field.name], field.type)}</dd>
          </div>
        ))}
      </Answers>
    </details>
  );
}

const Summary = styled.summary`
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.primary};
`;

const Answers = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    font-weight: 500;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
