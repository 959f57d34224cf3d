import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtension, ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/**
 * Marks a POST/PUT/PATCH that takes no body (an action named by its path, e.g. PUT /claim/submit/{id}). The
 * documentation test accepts a missing requestBody only with this mark, so a forgotten body is never silent.
 */
export const NO_BODY_EXTENSION = 'x-no-body';

export const ApiNoBody = () => ApiExtension(NO_BODY_EXTENSION, true);

/** A multipart/form-data upload: the file in the `file` field, plus any text fields the route reads. */
export function ApiFileUpload(description: string, fields: Record<string, SchemaObject> = {}) {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      description,
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, ...fields } },
    }),
  );
}

/** An answer of bytes (PDF, ZPL, CSV, SIE, an attachment) in one of the given content types. */
export function ApiFileResponse(status: number, contentTypes: string[], description: string) {
  const content = Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  return ApiResponse({ status, description, content });
}
