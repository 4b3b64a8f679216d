import { useCallback, useState } from 'react';

/** A question waiting for its answer; the screen shows it (ConfirmPrompt) and passes the answer back. */
export type PendingQuestion = { question: string; answer(yes: boolean): void };

/** Asks a yes/no question inline: `ask` resolves with the answer, and `pending` is the question while it waits. */
export function useConfirmPrompt() {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const ask = useCallback(
    (question: string) =>
      new Promise<boolean>((resolve) =>
        setPending({
          question,
          answer: (yes) => {
            setPending(null);
            resolve(yes);
          },
        }),
      ),
    [],
  );
  return { pending, ask };
}
