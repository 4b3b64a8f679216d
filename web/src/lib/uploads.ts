export type UploadPurpose = 'manual' | 'certificate' | 'photo';

/** The server answered and refused the file (type, size, sign-in): sending it again will not help. */
export class UploadRefused extends Error {}

/**
 * Sends one file to POST /api/uploads; resolves with the id a mutation then references, or throws the
 * API's message (UploadRefused) or the network's error. With a clientId, sending the same file again
 * (after a lost answer) returns the id stored the first time.
 */
export async function uploadFile(purpose: UploadPurpose, file: Blob, options: { clientId?: string; fileName?: string } = {}): Promise<{ id: number }> {
  const body = new FormData();
  body.append('purpose', purpose);
  if (options.clientId) body.append('clientId', options.clientId);
  body.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'file'));
  const response = await fetch('/api/uploads', { method: 'POST', body, credentials: 'include' });
  const answer = (await response.json().catch(() => ({}))) as { id?: number; message?: string };
  if (!response.ok || typeof answer.id !== 'number') throw new UploadRefused(answer.message ?? 'The upload failed');
  return { id: answer.id };
}

/** The link that saves a stored file instead of opening it. */
export const downloadUrl = (fileUrl: string): string => (fileUrl.startsWith('/api/uploads/') ? `${fileUrl}?download` : fileUrl);
