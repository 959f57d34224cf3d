import type { ApiClient } from './apiClient';

/** Where an upload finds the current access token and language (XMLHttpRequest reports upload progress; fetch does not). */
export interface UploadAuth {
  accessToken(): string | undefined;
  language(): string;
}

export interface UploadAnswer {
  status: number;
  body: unknown;
}

/**
 * POST of one file as multipart field `file`, reporting progress from 0 to 1. An expired token is refreshed by
 * `refreshProbe` (any call through the client) and the upload goes once more. Answers status and JSON body.
 */
export const uploadFile = async (
  api: ApiClient,
  auth: UploadAuth,
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  refreshProbe: () => Promise<unknown>,
): Promise<UploadAnswer> => {
  const send = (token: string | undefined) =>
    new Promise<UploadAnswer>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', api.url(path));
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Accept-Language', auth.language());
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () => reject(new Error('upload failed'));
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    });
  let answer = await send(auth.accessToken());
  if (answer.status === 401) {
    await refreshProbe();
    answer = await send(auth.accessToken());
  }
  if (answer.status < 400) onProgress(1);
  return answer;
};
