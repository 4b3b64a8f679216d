export type UploadPurpose = 'manual' | 'certificate';

/** Sends one file to POST /api/uploads; resolves with the id a mutation then references, or throws the API's message. */
export async function uploadFile(purpose: UploadPurpose, file: File): Promise<{ id: number }> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file);
  const response = await fetch('/api/uploads', { method: 'POST', body, credentials: 'include' });
  const answer = (await response.json().catch(() => ({}))) as { id?: number; message?: string };
  if (!response.ok || typeof answer.id !== 'number') throw new Error(answer.message ?? 'The upload failed');
  return { id: answer.id };
}

/** The link that saves a stored file instead of opening it. */
export const downloadUrl = (fileUrl: string): string => (fileUrl.startsWith('/api/uploads/') ? `${fileUrl}?download` : fileUrl);
