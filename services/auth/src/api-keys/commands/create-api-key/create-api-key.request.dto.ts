import { Allow } from 'class-validator';

/** `POST /auth/keys/{customerId}`: a name and scopes (read, book), checked whole by the domain (parseNewApiKey). */
export class CreateApiKeyRequestDto {
  @Allow()
  name?: unknown;

  @Allow()
  scopes?: unknown;
}
