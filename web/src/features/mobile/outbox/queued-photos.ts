import { isNetworkFailure } from '../../../lib/network-failure';
import { UploadRefused, uploadFile } from '../../../lib/uploads';

/** A photo taken on the phone, kept as its bytes until the server confirms it (its clientId keys retries). */
export type QueuedPhoto = { clientId: string; file: Blob; fileName: string };

/** Files just picked, each with its own id: sending one again (a lost answer) stores it once. */
export const toQueuedPhotos = (files: File[]): QueuedPhoto[] =>
  files.map((file) => ({ clientId: crypto.randomUUID(), file, fileName: file.name || 'photo.jpg' }));

/** Uploads the photos in order and resolves with their ids, which the record then references. */
export async function uploadQueuedPhotos(photos: readonly QueuedPhoto[] | undefined): Promise<number[]> {
  const ids: number[] = [];
  for (const photo of photos ?? []) ids.push((await uploadFile('photo', photo.file, { clientId: photo.clientId, fileName: photo.fileName })).id);
  return ids;
}

/** A refusal the server gave (a GraphQL error or a refused upload); anything else is a lost connection worth retrying. */
export const isRefusal = (error: unknown): boolean => error instanceof UploadRefused || !isNetworkFailure(error);
