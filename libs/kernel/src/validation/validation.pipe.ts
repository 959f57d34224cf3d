import { ValidationError, ValidationPipe } from '@nestjs/common';
import { MessageCode } from '../i18n/messages';
import { DomainError, FieldError } from '../errors/domain-error';

const REQUIRED = new Set(['isDefined', 'isNotEmpty', 'arrayNotEmpty']);

/** Length and range bounds: they speak only when the value's type and format are right, so "abc" is not "more than 99". */
const BOUNDS = new Set(['maxLength', 'minLength', 'arrayMaxSize', 'arrayMinSize', 'min', 'max']);

/** class-validator constraint → catalogue code; anything unlisted is a format problem. */
const codeFor: Record<string, MessageCode> = {
  maxLength: 'VALIDATION.TOO_LONG',
  arrayMaxSize: 'VALIDATION.TOO_LONG',
  minLength: 'VALIDATION.TOO_SHORT',
  arrayMinSize: 'VALIDATION.TOO_SHORT',
  min: 'VALIDATION.MIN',
  max: 'VALIDATION.MAX',
  isNumber: 'VALIDATION.NOT_A_NUMBER',
  isInt: 'VALIDATION.NOT_A_NUMBER',
  isNumberString: 'VALIDATION.NOT_A_NUMBER',
  isEmail: 'VALIDATION.INVALID_EMAIL',
  whitelistValidation: 'VALIDATION.UNKNOWN_FIELD',
};

// class-validator keeps constraint arguments out of ValidationError; its default messages end with
// the bound ("must not be greater than 1000"), which is stable across its releases.
const limitOf = (message: string): string | undefined => /(-?\d+(?:\.\d+)?)(?:\D*)$/.exec(message)?.[1];

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const names = Object.keys(constraints);
    if (names.length) {
      // One message per field, as the spec asks: empty-but-required wins over any format complaint.
      const required = names.find((n) => REQUIRED.has(n));
      if (required || (isEmpty(error.value) && names.some((n) => n !== 'whitelistValidation'))) {
        out.push({ field, code: 'VALIDATION.REQUIRED' });
      } else {
        const name = names.find((n) => !BOUNDS.has(n)) ?? names[0];
        const code = codeFor[name] ?? 'VALIDATION.INVALID_FORMAT';
        const limit = code === 'VALIDATION.MIN' || code === 'VALIDATION.MAX' ? limitOf(constraints[name]) : undefined;
        out.push(limit === undefined ? { field, code } : { field, code, params: { limit } });
      }
    }
    if (error.children?.length) out.push(...toFieldErrors(error.children, field));
  }
  return out;
}

/** An answer lists at most this many field errors: a form has fewer fields, a flood gets a bounded answer. */
export const MAX_FIELD_ERRORS = 50;

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => DomainError.invalid(toFieldErrors(errors).slice(0, MAX_FIELD_ERRORS)),
  });
}
