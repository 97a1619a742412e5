import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { deletePhoto } from '../api/delete-photo';
import { uploadPhoto } from '../api/upload-photo';
import type { StoredPhoto } from '../api/consultation-api-types';
import { photoFileProblem } from '../../../lib/photo-file-check';

export type PhotoItem =
  | { key: string; status: 'stored'; id: string; url: string }
  | { key: string; status: 'removing'; id: string; url: string }
  | { key: string; status: 'uploading'; name: string; progress: number; previewUrl: string }
  /** An upload that did not reach the server (no connection, a server fault): it can be tried again. */
  | { key: string; status: 'failed'; name: string; message: string; retryable: boolean; previewUrl: string; file: File };

export interface Photos {
  items: Record<string, PhotoItem[]>;
  /** A problem with the last files chosen or removed for a question. */
  notices: Record<string, string[]>;
  /** Photos the server has, per question (what counts as an answer). */
  stored: (question: string) => StoredPhoto[];
  uploading: (questions: readonly string[]) => boolean;
  add: (question: string, files: readonly File[]) => void;
  retry: (question: string, key: string) => void;
  remove: (question: string, key: string) => void;
}

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

/**
 * The photo questions' uploads. Each file goes up on its own as soon as it is chosen,
 * with its progress shown on its thumbnail (a local preview until the server answers,
 * then the server's copy, which has had its metadata removed).
 */
export function usePhotos(consultationId: number, initial: Record<string, StoredPhoto[]>): Photos {
  const [items, setItems] = useState<Record<string, PhotoItem[]>>(() =>
    Object.fromEntries(
      Object.entries(initial).map(([question, photos]) => [
        question,
        photos.map((photo): PhotoItem => ({ key: newKey(), status: 'stored', id: photo.id, url: photo.url })),
      ]),
    ),
  );
  const [notices, setNotices] = useState<Record<string, string[]>>({});
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = useCallback((question: string, key: string, next: (item: PhotoItem) => PhotoItem | null) => {
    setItems((current) => {
      const list = current[question] ?? [];
      const updated = list.flatMap((item) => {
        if (item.key !== key) return [item];
        const replaced = next(item);
        return replaced ? [replaced] : [];
      });
      return { ...current, [question]: updated };
    });
  }, []);

  const releasePreview = (url: string) => {
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };

  const start = useCallback(
    (question: string, key: string, file: File, previewUrl: string) => {
      uploadPhoto(consultationId, question, file, (fraction) =>
        update(question, key, (item) => (item.status === 'uploading' ? { ...item, progress: fraction } : item)),
      ).then(
        (photo) => {
          releasePreview(previewUrl);
          update(question, key, () => ({ key, status: 'stored', id: photo.id, url: photo.url }));
        },
        (error: unknown) => {
          const retryable = !(error instanceof ApiError && error.status < 500);
          if (retryable) {
            update(question, key, () => ({ key, status: 'failed', name: file.name, message: describeError(error), retryable, previewUrl, file }));
            return;
          }
          // The server refused the file itself: it takes no place among the photos (trying again
          // cannot help); the reason joins the question's notices, which the next choice clears.
          releasePreview(previewUrl);
          update(question, key, () => null);
          setNotices((current) => ({ ...current, [question]: [...(current[question] ?? []), `“${file.name}” was not uploaded. ${describeError(error)}`] }));
        },
      );
    },
    [consultationId, update],
  );

  const add = useCallback(
    (question: string, files: readonly File[]) => {
      const refused: string[] = [];
      const accepted: { key: string; file: File; previewUrl: string }[] = [];
      for (const file of files) {
        const problem = photoFileProblem(file);
        if (problem) {
          refused.push(problem);
          continue;
        }
        const previewUrl = URL.createObjectURL(file);
        previews.current.add(previewUrl);
        accepted.push({ key: newKey(), file, previewUrl });
      }
      setNotices((current) => ({ ...current, [question]: refused }));
      if (accepted.length === 0) return;
      setItems((current) => ({
        ...current,
        [question]: [
          ...(current[question] ?? []),
          ...accepted.map(({ key, file, previewUrl }): PhotoItem => ({ key, status: 'uploading', name: file.name, progress: 0, previewUrl })),
        ],
      }));
      for (const { key, file, previewUrl } of accepted) start(question, key, file, previewUrl);
    },
    [start],
  );

  const retry = useCallback(
    (question: string, key: string) => {
      const item = items[question]?.find((candidate) => candidate.key === key);
      if (item?.status !== 'failed') return;
      update(question, key, () => ({ key, status: 'uploading', name: item.name, progress: 0, previewUrl: item.previewUrl }));
      start(question, key, item.file, item.previewUrl);
    },
    [items, start, update],
  );

  const remove = useCallback(
    (question: string, key: string) => {
      const item = items[question]?.find((candidate) => candidate.key === key);
      if (!item) return;
      setNotices((current) => ({ ...current, [question]: [] }));
      if (item.status === 'failed') {
        releasePreview(item.previewUrl);
        update(question, key, () => null);
        return;
      }
      if (item.status !== 'stored') return;
      update(question, key, () => ({ ...item, status: 'removing' }));
      deletePhoto(consultationId, item.id).then(
        () => update(question, key, () => null),
        (error: unknown) => {
          update(question, key, () => item);
          setNotices((current) => ({ ...current, [question]: [`We couldn’t remove that photo. ${describeError(error)}`] }));
        },
      );
    },
    [consultationId, items, update],
  );

  const stored = useCallback(
    (question: string): StoredPhoto[] =>
      (items[question] ?? []).flatMap((item) => (item.status === 'stored' ? [{ id: item.id, url: item.url }] : [])),
    [items],
  );

  const uploading = useCallback(
    (questions: readonly string[]) => questions.some((question) => (items[question] ?? []).some((item) => item.status === 'uploading')),
    [items],
  );

  return { items, notices, stored, uploading, add, retry, remove };
}
