import styled from 'styled-components';
import { Button } from './Button';

type ConfirmPromptProps = {
  question: string;
  confirmLabel: string;
  onAnswer(confirmed: boolean): void;
};

/**
 * An inline yes/no question in place of a form's buttons (a second modal inside a dialog would
 * fight it for focus and Escape). The confirm button takes focus; Cancel leaves the form as it was.
 */
export function ConfirmPrompt({ question, confirmLabel, onAnswer }: ConfirmPromptProps) {
  return (
    <Panel role="alert">
      <p>{question}</p>
      <Buttons>
        <Button variant="secondary" size="sm" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
        <Button variant="destructive" size="sm" onClick={() => onAnswer(true)} autoFocus>
          {confirmLabel}
        </Button>
      </Buttons>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.textStrong};
  font-weight: 500;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
