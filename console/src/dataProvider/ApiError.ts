/** The server's error shape: { statusCode, code, message, errors?: [{ field, code, message }] }. */
export interface ApiFieldError {
  field: string;
  code?: string;
  message: string;
}

export interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  message?: string;
  errors?: ApiFieldError[];
}

/**
 * Thrown for every non-2xx answer. It carries `status` and `body` like react-admin's HttpError,
 * so react-admin's checkError and notifications understand it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body?: ApiErrorBody,
    /** Set when the refresh token is dead: the session is already gone. */
    readonly sessionExpired = false,
  ) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${status}`);
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  /** The server's own (already localized) message, when it sent one. */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' ? this.body.message : undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const toErrorBody = (value: unknown): ApiErrorBody | undefined =>
  value && typeof value === 'object' ? (value as ApiErrorBody) : undefined;

export const apiErrorFromResponse = async (response: Response): Promise<ApiError> => {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, toErrorBody(parseBody(text)));
};

/** A file the API answered (a PDF, an archive, an attachment); other answers throw ApiError with the server's text. */
export const readBlob = async (response: Response): Promise<Blob> => {
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response.blob();
};

export const readJson = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw await apiErrorFromResponse(response);
  const text = await response.text();
  return parseBody(text) as T;
};
